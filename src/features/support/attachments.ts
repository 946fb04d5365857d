import {
  ATTACHMENT_TYPES,
  nameFitsType,
  supportEndpoints,
  type AttachmentType,
} from '@/shared/contract/main/support';

/** The contract's limit of the upload endpoint (TRUST-7), which `useUpload` checks again. */
const MAX_BYTES = supportEndpoints.uploadAttachment.upload!.maxFileBytes;

/** The `accept` of the file input: the types support takes, by media type and name ending. */
export const ACCEPT = Object.entries(ATTACHMENT_TYPES)
  .flatMap(([type, endings]) => [type, ...endings.map((e) => `.${e}`)])
  .join(',');

/** Browsers leave `type` empty for some files (CSV on some systems): the name ending decides. */
export function attachmentTypeOf(file: Pick<File, 'name' | 'type'>): AttachmentType | null {
  const entries = Object.keys(ATTACHMENT_TYPES) as AttachmentType[];
  if (entries.includes(file.type as AttachmentType) && nameFitsType(file.name, file.type))
    return file.type as AttachmentType;
  return entries.find((type) => nameFitsType(file.name, type)) ?? null;
}

export type AttachmentProblem = 'type' | 'size' | 'empty';

/** Why a chosen file cannot go along, or null when it can. */
export function attachmentProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
): AttachmentProblem | null {
  if (!attachmentTypeOf(file)) return 'type';
  if (file.size > MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}
