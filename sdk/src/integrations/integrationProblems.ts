import { integrationGroups, type IntegrationDefinition, type IntegrationField } from './integrationDefinition.ts';

const idForm = /^[a-z][a-z0-9-]{0,39}$/;
const fieldKeyForm = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const endpointNameForm = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
/** The most a field may take: the vault seals at most this much per secret, and the screen shows no more. */
export const integrationFieldMaxLength = 4096;

/**
 * What is wrong with a plugin's `integrations`, one line per problem naming the integration
 * (and field): checked by `definePlugin`, so a mistake fails the plugin's load at start, never
 * the owner's form later.
 */
export function integrationProblems(integrations: readonly IntegrationDefinition[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const integration of integrations) {
    const name = `integration ${typeof integration.id === 'string' && integration.id ? integration.id : '(no id)'}`;
    if (typeof integration.id !== 'string' || !idForm.test(integration.id)) {
      problems.push(`${name}: the id is lower case letters, digits and -, starting with a letter (at most 40), e.g. smtp`);
    } else if (seen.has(integration.id)) {
      problems.push(`${name}: declared twice`);
    }
    seen.add(integration.id);
    if (typeof integration.name !== 'string' || !integration.name.trim()) problems.push(`${name}: give the service's name`);
    if (!integrationGroups.includes(integration.group)) problems.push(`${name}: the group is one of ${integrationGroups.join(', ')}`);
    if (typeof integration.description !== 'string' || !integration.description.trim()) problems.push(`${name}: give a description (a catalogue key)`);
    for (const [endpoint, url] of Object.entries(integration.endpoints ?? {})) {
      if (!endpointNameForm.test(endpoint)) problems.push(`${name}: endpoint ${endpoint}: the name is letters, digits, - and _`);
      if (!isHttpUrl(url)) problems.push(`${name}: endpoint ${endpoint}: the default is an http(s) address`);
    }
    problems.push(...setupProblems(name, integration));
  }
  return problems;
}

function setupProblems(name: string, integration: IntegrationDefinition): string[] {
  const setup = integration.setup;
  switch (setup?.kind) {
    case 'form':
      return fieldProblems(name, setup.fields ?? []);
    case 'link': {
      const problems: string[] = [];
      if (!isLinkHref(setup.href)) problems.push(`${name}: the link's href is a dashboard path (/…) or an https address`);
      if (typeof setup.label !== 'string' || !setup.label.trim()) problems.push(`${name}: give the link a label (a catalogue key)`);
      return problems;
    }
    case 'listed':
      return [];
    default:
      return [`${name}: setup.kind is form, link or listed`];
  }
}

function fieldProblems(name: string, fields: readonly IntegrationField[]): string[] {
  const problems: string[] = [];
  if (fields.length === 0) problems.push(`${name}: a form needs at least one field`);
  const keys = new Set<string>();
  for (const field of fields) {
    const where = `${name}: field ${typeof field.key === 'string' && field.key ? field.key : '(no key)'}`;
    if (typeof field.key !== 'string' || !fieldKeyForm.test(field.key)) problems.push(`${where}: the key is letters, digits and _, starting with a letter`);
    else if (keys.has(field.key)) problems.push(`${where}: declared twice`);
    keys.add(field.key);
    if (typeof field.label !== 'string' || !field.label.trim()) problems.push(`${where}: give a label (a catalogue key)`);
    if (!['text', 'secret', 'email', 'url', 'number', 'select'].includes(field.type))
      problems.push(`${where}: the type is text, secret, email, url, number or select`);
    if (field.type === 'select') {
      const values = (field.options ?? []).map((option) => option.value);
      if (values.length === 0) problems.push(`${where}: a select needs options`);
      if (new Set(values).size !== values.length) problems.push(`${where}: an option value is given twice`);
      if (values.some((value) => typeof value !== 'string' || !value)) problems.push(`${where}: every option has a value`);
    } else if (field.options !== undefined) {
      problems.push(`${where}: only a select takes options`);
    }
    if (field.maxLength !== undefined && (!Number.isInteger(field.maxLength) || field.maxLength < 1 || field.maxLength > integrationFieldMaxLength)) {
      problems.push(`${where}: maxLength is a whole number from 1 to ${integrationFieldMaxLength}`);
    }
  }
  return problems;
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function isLinkHref(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
