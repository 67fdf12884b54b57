import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { defineSocket } from '../http/socket.ts';
import { definePlugin, PluginManifestError } from './definePlugin.ts';

const base = { id: 'notes', name: 'Notes', version: '1.0.0', sdk: '^0.1.0' };

function problemsOf(definition: Parameters<typeof definePlugin>[0]): string {
  try {
    definePlugin(definition);
  } catch (error) {
    expect(error).toBeInstanceOf(PluginManifestError);
    return (error as Error).message;
  }
  throw new Error('expected the manifest to be refused');
}

describe('definePlugin', () => {
  it('accepts a good manifest and fills the defaults', () => {
    const plugin = definePlugin({ ...base, permissions: [{ slug: 'notes/list', name: 'Notes' }] });
    expect(plugin).toMatchObject({ id: 'notes', requires: [], features: [], kind: 'chatmill-plugin' });
  });

  it('names the plugin and each wrong field of a bad manifest', () => {
    const message = problemsOf({ ...base, id: 'Notes!', version: 'one', sdk: 'latest', features: [{ id: -1, name: '', period: 'week' as 'month' }] });
    expect(message).toMatch(/^Plugin Notes!: /);
    expect(message).toContain('id: lower-case letters, digits and dashes');
    expect(message).toContain('version: a semantic version such as 1.2.3');
    expect(message).toContain('sdk: a semver range such as ^0.1.0');
    expect(message).toMatch(/features\.0\.id/);
    expect(message).toMatch(/features\.0\.period/);
  });

  it('keeps public socket routes, and refuses one whose path does not start with /', () => {
    const socket = defineSocket({ path: '/socket', summary: 'Chat', connect: async () => ({ channels: [] }) });
    expect(definePlugin({ ...base, sockets: [socket] }).sockets).toEqual([socket]);
    expect(problemsOf({ ...base, sockets: [{ ...socket, path: 'socket' }] })).toBe(
      'Plugin notes: socket socket: the path is relative to /api/<plugin id> and starts with /',
    );
  });

  it('refuses unknown manifest fields, so a typo does not pass silently', () => {
    expect(problemsOf({ ...base, requirez: ['x'] } as never)).toMatch(/Unrecognized key.*requirez/);
  });

  it('refuses a session route without a permission, and a permission it did not declare', () => {
    const route = (permission?: { slug: string; action: 'read' }) =>
      defineRoute({
        method: 'GET',
        path: '/notes',
        tag: 'Notes',
        summary: 'List',
        access: 'session',
        response: z.array(z.string()),
        ...(permission ? { permission } : {}),
        handler: async () => [],
      });
    expect(problemsOf({ ...base, routes: [route()] })).toContain('route GET /notes: a session route needs a permission (slug and action)');
    expect(problemsOf({ ...base, routes: [route({ slug: 'notes/list', action: 'read' })] })).toContain('permission notes/list is not declared in permissions');
  });
});
