/** To be built. */
export default function PackagesScreen() {
  return null;
}
