import { sizeLabel, typeList, type UploadRule } from '#contract/uploads.ts';

/** Why a chosen image cannot be sent under `rule`, said before uploading (the server checks again, by its bytes). */
export function uploadProblem(file: File, rule: UploadRule): string | undefined {
  if (!rule.types.some((type) => type.mime === file.type)) return `Escolha uma imagem ${typeList(rule.types)}.`;
  if (file.size > rule.maxBytes) return `A imagem deve ter no máximo ${sizeLabel(rule.maxBytes)}.`;
  return undefined;
}

/** The `accept` attribute of a file input for `rule`. */
export const acceptOf = (rule: UploadRule) => rule.types.map((type) => type.mime).join(',');
