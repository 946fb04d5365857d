/**
 * RULE-4: the platform's services, once: id (its route segment), what it does, the country and
 * stream it serves and the feature flag that opens it. The contract's `SERVICE_IDS`, the flags,
 * the service gates and the registration services' lists derive from these rows. Data only.
 */
import type { Stream } from './streams';

export interface ServiceRow {
  id: string;
  /** `licensing`: a packaging licence; `registration`: a register's registration; others. */
  kind: 'licensing' | 'registration' | 'taxId' | 'representation';
  /** The country it serves (upper case); null: any. */
  country: string | null;
  stream: Stream | null;
  /** The feature flag that opens it. */
  flag: string;
}

export const SERVICES = [
  {
    id: 'de-licensing-process',
    kind: 'licensing',
    country: 'DE',
    stream: 'packaging',
    flag: 'de_licensing_enabled',
  },
  {
    id: 'at-licensing-process',
    kind: 'licensing',
    country: 'AT',
    stream: 'packaging',
    flag: 'at_licensing_enabled',
  },
  {
    id: 'weee-de',
    kind: 'registration',
    country: 'DE',
    stream: 'weee',
    flag: 'de_weeeCompliance_enabled',
  },
  {
    id: 'weee-at',
    kind: 'registration',
    country: 'AT',
    stream: 'weee',
    flag: 'at_weeeCompliance_enabled',
  },
  {
    id: 'battery-de',
    kind: 'registration',
    country: 'DE',
    stream: 'batteries',
    flag: 'de_batteryCompliance_enabled',
  },
  {
    id: 'battery-at',
    kind: 'registration',
    country: 'AT',
    stream: 'batteries',
    flag: 'at_batteryCompliance_enabled',
  },
  {
    id: 'nie-nif-application',
    kind: 'taxId',
    country: 'ES',
    stream: null,
    flag: 'es_nieNifApplication_enabled',
  },
  { id: 'authoriseme', kind: 'representation', country: null, stream: null, flag: 'ame_enabled' },
] as const satisfies readonly ServiceRow[];

type Row = (typeof SERVICES)[number];

export type ServiceId = Row['id'];

export const SERVICE_IDS: readonly ServiceId[] = SERVICES.map((s) => s.id);

/** The feature flags of the services, one each. */
export const SERVICE_FLAGS: readonly Row['flag'][] = SERVICES.map((s) => s.flag);

type IdOf<K, S> = Extract<Row, { kind: K; stream: S }>['id'];

const idsWhere = (test: (row: ServiceRow) => boolean): ServiceId[] =>
  SERVICES.filter(test).map((s) => s.id);

export const WEEE_SERVICES = idsWhere(
  (s) => s.kind === 'registration' && s.stream === 'weee',
) as readonly IdOf<'registration', 'weee'>[];

export const BATTERY_SERVICES = idsWhere(
  (s) => s.kind === 'registration' && s.stream === 'batteries',
) as readonly IdOf<'registration', 'batteries'>[];

export const LICENSING_SERVICES = idsWhere((s) => s.kind === 'licensing') as readonly IdOf<
  'licensing',
  'packaging'
>[];

/** The countries with a packaging licence service (upper case). */
export const LICENCE_COUNTRIES = SERVICES.filter(
  (s): s is Extract<Row, { kind: 'licensing' }> => s.kind === 'licensing',
).map((s) => s.country) as readonly Extract<Row, { kind: 'licensing' }>['country'][];

export const serviceById = (id: ServiceId): Row => SERVICES.find((s) => s.id === id)!;
