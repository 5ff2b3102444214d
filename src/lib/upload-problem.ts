import { sizeLabel, typeList, type UploadRule } from '#contract/uploads.ts';

const nouns = {
  image: { chosen: 'uma imagem', subject: 'A imagem' },
  file: { chosen: 'um arquivo', subject: 'O arquivo' },
};

/** Why a chosen image (or file) cannot be sent under `rule`, said before uploading (the server checks again, by its bytes). */
export function uploadProblem(file: File, rule: UploadRule, what: keyof typeof nouns = 'image'): string | undefined {
  const noun = nouns[what];
  if (!rule.types.some((type) => type.mime === file.type)) return `Escolha ${noun.chosen} ${typeList(rule.types)}.`;
  if (file.size > rule.maxBytes) return `${noun.subject} deve ter no máximo ${sizeLabel(rule.maxBytes)}.`;
  return undefined;
}

/** The `accept` attribute of a file input for `rule`. */
export const acceptOf = (rule: UploadRule) => rule.types.map((type) => type.mime).join(',');
