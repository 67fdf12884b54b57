import { describe, expect, it } from '@jest/globals';
import { accountName, preselectedAccount } from './channelAccounts.ts';

const shop = { id: 'w-shop', name: 'Shop' };
const blog = { id: 'w-blog', name: 'Blog' };

describe('the account a flow dialog starts on', () => {
  it("is the screen's or the flow's account when it is still there", () => {
    expect(preselectedAccount([shop, blog], 'w-blog')).toBe('w-blog');
  });

  it('is the only account when there is one, whatever was asked', () => {
    expect(preselectedAccount([shop], null)).toBe('w-shop');
    expect(preselectedAccount([shop], 'w-deleted')).toBe('w-shop');
  });

  it('is none when the owner must choose among several, or there is none', () => {
    expect(preselectedAccount([shop, blog], null)).toBe('');
    expect(preselectedAccount([shop, blog], 'w-deleted')).toBe('');
    expect(preselectedAccount([], 'w-shop')).toBe('');
  });
});

describe("a flow's account in the list", () => {
  it('is named, is null for a flow on none, and shows the id of one deleted since', () => {
    expect(accountName([shop, blog], 'w-blog')).toBe('Blog');
    expect(accountName([shop], null)).toBeNull();
    expect(accountName([shop], 'w-gone')).toBe('w-gone');
  });
});
