import { GroupScreen } from './groups/GroupScreen.tsx';
import { tagKind } from './groups/groupKinds.ts';

/** /contacts/contact-tags */
export default function ContactTagsScreen() {
  return <GroupScreen kind={tagKind} />;
}
