/** Placeholder until the page is built (issue 13). */
export default function ExploratoryPage() {
  return null;
}
