/** To be built. */
export default function TeamMembersScreen() {
  return null;
}
