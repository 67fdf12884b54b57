import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUpOwner, startWidgetPlatform, type WidgetApi } from '../../../plugins/web-chat-widget/src/server/testing/widgetApi.ts';
import type { TestPlatform } from '../../support/testPlatform.ts';
import { png, upload } from './uploadWorld.ts';

/**
 * The fields that take a picture's web address take an uploaded picture's own path too
 * (`/files/<id>`): the profile picture and the web chat widget's logo; anything else that is
 * not a web address is still refused with the field's own message.
 */
let t: TestPlatform;
let api: WidgetApi;
let url: string;

beforeAll(async () => {
  t = await startWidgetPlatform();
  api = await signUpOwner(t);
  const uploaded = await upload(t.url, api.client, '/api/files/images', png, 'logo.png');
  expect(uploaded.status).toBe(201);
  url = uploaded.body.url;
});
afterAll(async () => t?.stop());

describe('picture fields', () => {
  it('save an uploaded profile picture', async () => {
    const res = await api.client.request('PUT', '/api/account/profile', {
      name: 'Owner',
      pictureUrl: url,
      mailingAddress: '1 Harbour Road',
      nationalId: 'NRIC-1',
    });
    expect(res.status).toBe(200);
    expect(res.body.pictureUrl).toBe(url);
    const wrong = await api.client.request('PUT', '/api/account/profile', {
      name: 'Owner',
      pictureUrl: '/files/../../etc/passwd',
      mailingAddress: '1 Harbour Road',
      nationalId: 'NRIC-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.pictureUrl).toBeDefined();
  });

  it("save an uploaded widget logo, which the widget's look carries", async () => {
    const res = await api.post('/accounts', { name: 'Shop', title: 'Ask us', domains: ['shop.example.com'], logoUrl: url });
    expect(res.status).toBe(201);
    expect(res.body.logoUrl).toBe(url);
    const wrong = await api.post('/accounts', { name: 'Shop', title: 'Ask us', domains: ['shop.example.com'], logoUrl: 'javascript:alert(1)' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.logoUrl).toBeDefined();
  });
});
