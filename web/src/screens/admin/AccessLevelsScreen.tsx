/** To be built. */
export default function AccessLevelsScreen() {
  return null;
}
