/**
 * The texts the flow API answers with. Those of the spec (2, 5 and 8) word for word; the rest
 * say what happened and what to do. Tests and the dashboard compare against these.
 */
export const flowMessages = {
  flowNotFound: 'Selected Flow Does Not Exist',
  versionNotFound: (number: number) => `This flow has no version ${number}.`,
  channelAccountNotFound: 'There is no such channel account in your account.',
  suitcaseNotFound: 'There is no such suitcase.',
  moveKeywordConflict:
    'This flow starts on a keyword another flow of that account already uses. Change the keyword, or switch the other flow off, then move it.',
  draftConflict: 'This flow was changed in another window. Reload it to get the latest version; your last change here was not saved.',
  saveProblems: 'This flow cannot be saved as it is. Fix the problems marked in the editor.',
  publishProblems: 'This flow cannot be published yet. Fix the problems marked in the editor.',
  publishConflict: 'This flow was published from another window at the same moment. Reload it to see the new version.',
  // Spec 2, 5 and 8.
  shareToOwnAccount: 'You cannot share a flow to your own account.',
  shareSuitcaseToOwnAccount: 'You cannot share a suitcase to your own account.',
  noSuchUser: 'There is no user with this email.',
  sharedFlowNotShareable: 'Cannot share a shared flow',
  suitcaseNotEmpty: 'Remove the flows from this suitcase before deleting it.',
} as const;
