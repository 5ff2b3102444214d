import { useEffect, useState } from 'react';
import { useUploadCondominiumLogo } from './api/use-save-condominium.ts';

interface Chosen {
  file: File;
  preview: string;
}

/**
 * An image picked as a condominium's new logo and not sent yet. The screen holds it, so that both "Enviar logo"
 * and the form's "Salvar alterações" send it: a picked image is never silently left behind.
 */
export function useChosenLogo(uuid: string) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const upload = useUploadCondominiumLogo();

  // Each preview lives as long as its choice.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  return {
    file: chosen?.file ?? null,
    preview: chosen?.preview ?? null,
    choose: (file: File | null) => setChosen(file && { file, preview: URL.createObjectURL(file) }),
    sending: upload.isPending,
    /** POST /condominium/logo with the chosen image, if there is one; failures are reported by the mutation. */
    send: async () => {
      if (!chosen) return;
      await upload.mutateAsync({ uuid, file: chosen.file });
      setChosen(null);
    },
  };
}

export type ChosenLogo = ReturnType<typeof useChosenLogo>;
