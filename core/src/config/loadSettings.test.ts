import { describe, expect, it } from '@jest/globals';
import { loadSettings, SettingsError } from './loadSettings.ts';

describe('loadSettings', () => {
  it('reads the defaults from config/ and lets the environment override them', () => {
    const settings = loadSettings({ PORT: '4100', DATA_DIR: '/tmp/x' });
    expect(settings.port).toBe(4100);
    expect(settings.dataDir).toBe('/tmp/x');
    expect(settings.timeZone).toBe('Asia/Manila');
    expect(settings.databaseUrl).toBeUndefined();
    expect(settings.smtp).toBeUndefined();
  });

  it('names the wrong setting, its variable and what it expects', () => {
    const attempt = () => loadSettings({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_HOST: 'mail.test' });
    expect(attempt).toThrow(SettingsError);
    try {
      attempt();
    } catch (error) {
      const message = (error as SettingsError).message;
      expect(message).toMatch(/port \(PORT\): .*number/i);
      expect(message).toContain('databaseUrl (DATABASE_URL): a postgres:// or postgresql:// connection string');
      expect(message).toMatch(/smtp\.port \(SMTP_PORT\)/);
      expect(message).toMatch(/smtp\.from \(SMTP_FROM\)/);
    }
  });

  it('fills the providers real endpoints when only the OAuth credentials are given', () => {
    const settings = loadSettings({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(settings.oauth.google?.tokenUrl).toBe('https://oauth2.googleapis.com/token');
    expect(settings.oauth.facebook).toBeUndefined();
  });

  it('refuses an unknown time zone', () => {
    expect(() => loadSettings({ TZ_SERVER: 'Mars/Olympus' })).toThrow(/timeZone \(TZ_SERVER\): an IANA time zone/);
  });
});
