import type { ServiceId } from '@/shared/contract/reference';
import { sectionById } from '@/shared/sections';

/** A service's name: its section's navigation title. */
export function serviceName(t: unknown, service: ServiceId): string {
  const { title } = sectionById(service);
  const translate = t as (key: string) => string;
  return 'key' in title ? translate(`common:nav.${title.key}`) : service;
}
