import { DashboardSubpage } from '../dashboard-subpage';

/** dashboard/documents: the company's certificates, contracts and reports (content: later issue). */
export function Component() {
  return <DashboardSubpage titleKey="documents.title" introKey="documents.intro" />;
}
