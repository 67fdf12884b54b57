import { describe, expect, it } from '@jest/globals';
import { decideComment } from './commentMatcher.ts';
import type { CommentRuleRow } from './commentRuleStore.ts';

const rule = (id: number, fields: Partial<CommentRuleRow>): CommentRuleRow => ({
  id,
  channel_account_id: '1001',
  post_id: null,
  keywords: [],
  offensive_words: [],
  offensive_action: 'hide',
  public_reply: 'Thanks!',
  private_reply: null,
  flow_id: null,
  flow_button: null,
  enabled: true,
  created_at: new Date(0),
  ...fields,
});

describe('which rule answers a comment', () => {
  it('takes the first rule whose keyword the comment contains, in any case; no keywords is any comment', () => {
    const priced = rule(1, { keywords: ['price'] });
    const any = rule(2, {});
    expect(decideComment('What is the PRICE?', [priced, any])).toEqual({ kind: 'answer', rule: priced });
    expect(decideComment('Lovely', [priced, any])).toEqual({ kind: 'answer', rule: any });
    expect(decideComment('Lovely', [priced])).toBeNull();
  });

  it('moderates a comment with an offensive word of any rule, and answers it with none', () => {
    const moderating = rule(2, { offensive_words: ['idiot'], offensive_action: 'delete', public_reply: null });
    expect(decideComment('price? you IDIOT', [rule(1, { keywords: ['price'] }), moderating])).toEqual({ kind: 'moderate', rule: moderating });
  });

  it('skips a rule that only moderates when answering, and reads words stored as JSON text', () => {
    const moderatingOnly = rule(1, { offensive_words: '["spam"]', public_reply: null });
    expect(decideComment('hello', [moderatingOnly])).toBeNull();
    expect(decideComment('buy spam', [moderatingOnly])).toEqual({ kind: 'moderate', rule: moderatingOnly });
  });
});
