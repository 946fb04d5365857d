import { DashboardSubpage } from '../dashboard-subpage';

/** dashboard/start-process (gated by ame_enabled); the process itself comes in a later issue. */
export function Component() {
  return <DashboardSubpage titleKey="startProcess.title" introKey="startProcess.intro" />;
}
