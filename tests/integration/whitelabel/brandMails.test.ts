import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetLinkIn, type ReceivedMail } from '../../fakes/smtpServer.ts';
import type { HostClient } from '../../support/hostClient.ts';
import { brandHost, brandSettings, startWhitelabelWorld, type WhitelabelWorld, verifiedBrand } from './whitelabelWorld.ts';

/**
 * Every mail a user of a reseller's brand gets speaks for that brand: its name in the From
 * header, the subject and the text, its logo at the top of the HTML, and its verified domain in
 * every link (the platform's domain is where such a user cannot sign in). One test per kind of
 * mail the core sends: an invitation (of a client, and of a client's team member), a password
 * reset, and a verification code.
 */
let world: WhitelabelWorld;
let cora: HostClient;
const brand = brandSettings();
const coraEmail = 'cora@client.test';

/** The mail speaks for the brand and never names the platform. */
function expectBrandMail(mail: ReceivedMail) {
  expect(mail.fromName).toBe(brand.name);
  expect(mail.subject).toContain(brand.name);
  expect(mail.html).toContain(`<img src="${brand.logoUrl}" alt="${brand.name}"`);
  for (const part of [mail.subject, mail.text, mail.html, mail.fromName]) expect(part).not.toMatch(/chatmill/i);
}

function expectBrandLink(mail: ReceivedMail): URL {
  const link = new URL(resetLinkIn(mail));
  expect(link.hostname).toBe(brandHost);
  expect(mail.html).toContain(`href="${link.href}"`);
  return link;
}

beforeAll(async () => {
  world = await startWhitelabelWorld();
  const { brandId } = await verifiedBrand(world);
  const packages = (await world.reseller.get(`/api/packages?brandId=${brandId}`)).body.items as { id: number; name: string }[];
  const created = await world.reseller.post('/api/whitelabel/clients', {
    name: 'Cora Client',
    email: coraEmail,
    packageId: packages.find((p) => p.name === 'Free')!.id,
  });
  if (created.status !== 201) throw new Error(`creating the client answered ${created.status}: ${JSON.stringify(created.body)}`);
});
afterAll(async () => world?.stop());

describe("mails to a brand's users", () => {
  it("invites a client in the brand's name, with a link to the brand's domain", async () => {
    const mail = await world.smtp.waitFor(coraEmail);
    expect(mail.subject).toBe(`You are invited to join Cora Client on ${brand.name}`);
    expectBrandMail(mail);
    const link = expectBrandLink(mail);

    cora = world.onBrand();
    const token = link.searchParams.get('token')!;
    expect((await cora.get(`/api/auth/reset-password/verify?token=${encodeURIComponent(token)}`)).body).toEqual({ email: coraEmail, purpose: 'invitation' });
    expect((await cora.post('/api/auth/reset-password', { token, password: 'cora password 1' })).status).toBe(200);
    expect((await cora.post('/api/auth/login', { email: coraEmail, password: 'cora password 1' })).status).toBe(200);
  });

  it("invites the client's team member in the brand's name", async () => {
    const level = (await cora.get('/api/team-members/options')).body.accessLevels[0];
    const invited = await cora.post('/api/team-members', { name: 'Tim Team', email: 'tim@client.test', accessType: 'team_member', accessLevelId: level.id });
    expect(invited.status).toBe(201);
    const mail = await world.smtp.waitFor('tim@client.test');
    expect(mail.subject).toBe(`You are invited to join Cora Client on ${brand.name}`);
    expectBrandMail(mail);
    expectBrandLink(mail);
  });

  it("sends a password reset in the brand's name", async () => {
    expect((await world.onBrand().post('/api/auth/forgot-password', { email: coraEmail })).status).toBe(202);
    const mail = await world.smtp.waitForNth(coraEmail, 2);
    expect(mail.subject).toBe(`Reset your ${brand.name} password`);
    expectBrandMail(mail);
    expectBrandLink(mail);
  });

  it("sends a verification code in the brand's name", async () => {
    const sent = await cora.post('/api/account/phone/send-code', { phone: '+60 12-345 6789' });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ channel: 'email', to: coraEmail, message: null });
    const mail = await world.smtp.waitForNth(coraEmail, 3);
    expect(mail.subject).toBe(`Your ${brand.name} phone confirmation code`);
    expectBrandMail(mail);
    expect(mail.text).toMatch(/^\d{6}$/m);
  });

  it("speaks for the platform to the platform's own users", async () => {
    expect((await world.admin.post('/api/auth/forgot-password', { email: 'rita@example.com' })).status).toBe(202);
    const mail = await world.smtp.waitFor('rita@example.com');
    expect(mail.fromName).toBe('Chatmill');
    expect(mail.subject).toBe('Reset your Chatmill password');
    expect(new URL(resetLinkIn(mail)).hostname).not.toBe(brandHost);
  });
});
