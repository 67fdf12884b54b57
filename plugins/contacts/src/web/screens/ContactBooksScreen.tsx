import { GroupScreen } from './groups/GroupScreen.tsx';
import { bookKind } from './groups/groupKinds.ts';

/** /contacts/contact-books */
export default function ContactBooksScreen() {
  return <GroupScreen kind={bookKind} />;
}
