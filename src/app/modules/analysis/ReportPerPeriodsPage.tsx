import { NotAvailablePage } from '../../navigation/NotAvailablePage.js';

/** Placeholder until the page is built. */
export default function ReportPerPeriodsPage() {
  return <NotAvailablePage labelKey="navigation.notAvailable.message" />;
}
