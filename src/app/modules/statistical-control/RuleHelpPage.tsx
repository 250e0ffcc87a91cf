/** Placeholder until the page is built (issue 13). */
export default function RuleHelpPage() {
  return null;
}
