import { skipToken, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download, ImageIcon, ImageOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { cn } from '#views/cn.ts';
import { Button } from './button.tsx';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from './dialog.tsx';
import { Spinner } from './spinner.tsx';

/**
 * Photos a form holds or a screen shows: thumbnails that open a viewer. An `<img>` cannot send the bearer token, and
 * evidence must not be served at a guessable or token-free address: a served image is fetched as a blob with the
 * session's token (cached by TanStack Query, so forgotten with the session) and shown through an object URL that lives
 * as long as the `<img>` showing it. A file not sent yet is a Blob already.
 */
export type ImageSource = Blob | { key: readonly unknown[]; load: () => Promise<Blob> };

export interface ViewerImage {
  key: string;
  name: string;
  /** What it is, as the screen says it ("Nota fiscal · 2,1 MB"). */
  detail: string;
  source: ImageSource;
  /** A small copy for the thumbnail, when the server makes one: the photo itself is fetched only when viewed. */
  thumbnail?: ImageSource;
  onDownload?: () => void;
}

export const IMAGE_LOAD_ERROR = 'Não foi possível carregar a imagem.';

/** `wanted`: false keeps a served image from being fetched (a thumbnail far below the fold). */
function useImageBlob(source: ImageSource, wanted = true): { blob?: Blob; failed: boolean } {
  const served = source instanceof Blob ? undefined : source;
  const query = useQuery({
    queryKey: ['image', ...(served?.key ?? ['local'])],
    queryFn: served && wanted ? () => served.load() : skipToken,
    // The bytes of a stored file do not change: a new version is a new file.
    staleTime: Infinity,
  });
  return source instanceof Blob ? { blob: source, failed: false } : { blob: query.data, failed: query.isError };
}

/** The blob behind an object URL made for this `<img>` alone, set without a render and revoked when it goes. */
function BlobImage({ blob, alt, className }: { blob: Blob; alt: string; className?: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!image.current) return;
    const url = URL.createObjectURL(blob);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={alt} className={className} />;
}

interface ImageThumbnailProps {
  image: ViewerImage;
  onOpen: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing the picture; it opens the viewer. Its name says so, since the picture itself says nothing to a screen reader. */
export function ImageThumbnail({ image, onOpen, ref }: ImageThumbnailProps) {
  const [near, watch] = useNearViewport();
  const { blob, failed } = useImageBlob(image.thumbnail ?? image.source, near);
  return (
    <button
      ref={(element) => {
        watch(element);
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      type="button"
      aria-label={`Ver ${image.name}`}
      onClick={onOpen}
      className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-md border border-slate-200 bg-slate-100 text-slate-500 hover:opacity-90 dark:border-slate-700 dark:bg-slate-700 dark:text-slate-300"
    >
      {blob ? (
        <BlobImage blob={blob} alt="" className="size-full object-cover" />
      ) : failed ? (
        <ImageOff aria-hidden="true" className="size-6" />
      ) : (
        <ImageIcon aria-hidden="true" className="size-6 animate-pulse" />
      )}
    </button>
  );
}

/**
 * Whether the element given to `watch` has come near the screen: a page of many executions fetches the photos it
 * shows, not all of them at once. Where the browser cannot tell, it is near from the start.
 */
function useNearViewport(): [boolean, (element: Element | null) => void] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const watch = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      observer.current = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '200px' });
      observer.current.observe(element);
    },
    [near],
  );
  return [near, watch];
}

/**
 * Thumbnails of `images` and their viewer: `thumbnail(image)` gives a thumbnail's props, `viewer` is rendered once.
 * The viewer steps through the images by buttons or the arrow keys; closing it puts focus on the thumbnail of the
 * image it was showing.
 */
export function useImageViewer(images: ViewerImage[]) {
  const [shownKey, setShownKey] = useState<string | null>(null);
  const thumbnails = useRef(new Map<string, HTMLButtonElement>());
  const index = images.findIndex((image) => image.key === shownKey);
  const shown = index >= 0 ? images[index] : undefined;
  const step = (by: number) => {
    const next = images[(index + by + images.length) % images.length];
    if (next) setShownKey(next.key);
  };
  const close = () => setShownKey(null);
  const arrows = (event: KeyboardEvent) => {
    if (images.length < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  const thumbnail = (image: ViewerImage): ImageThumbnailProps => ({
    image,
    onOpen: () => setShownKey(image.key),
    ref: (element: HTMLButtonElement | null) => {
      if (element) thumbnails.current.set(image.key, element);
      else thumbnails.current.delete(image.key);
    },
  });

  const viewer = (
    <DialogRoot open={shown !== undefined} onOpenChange={(open) => !open && close()}>
      {shown && (
        <DialogContent
          width="5xl"
          className="flex max-h-[calc(100dvh-2rem)] flex-col gap-3"
          onKeyDown={arrows}
          onCloseAutoFocus={(event) => {
            // The thumbnail of the image last shown, which may not be the one that opened the viewer.
            const target = thumbnails.current.get(shown.key);
            if (target?.isConnected) {
              event.preventDefault();
              target.focus({ preventScroll: true });
            }
          }}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <DialogTitle className="truncate text-lg">{shown.name}</DialogTitle>
              <DialogDescription>
                {images.length > 1 ? `${shown.detail} · ${index + 1} de ${images.length}` : shown.detail}
              </DialogDescription>
            </div>
            <DialogCloseButton label="Fechar" />
          </div>
          <ViewerPicture key={shown.key} image={shown} />
          <div className={cn('flex flex-wrap gap-3', images.length > 1 ? 'justify-between' : 'justify-end')}>
            {images.length > 1 && (
              <Button variant="secondary" onClick={() => step(-1)}>
                <ChevronLeft aria-hidden="true" className="size-4" />
                Anterior
              </Button>
            )}
            {shown.onDownload && (
              <Button variant="secondary" onClick={shown.onDownload}>
                <Download aria-hidden="true" className="size-4" />
                Baixar
              </Button>
            )}
            {images.length > 1 && (
              <Button variant="secondary" onClick={() => step(1)}>
                Próxima
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
        </DialogContent>
      )}
    </DialogRoot>
  );

  return { thumbnail, viewer };
}

function ViewerPicture({ image }: { image: ViewerImage }) {
  const { blob, failed } = useImageBlob(image.source);
  return (
    <div className="grid min-h-48 flex-1 place-items-center overflow-hidden rounded-md bg-slate-100 dark:bg-slate-900">
      {blob ? (
        <BlobImage blob={blob} alt={image.name} className="max-h-[70dvh] max-w-full object-contain" />
      ) : failed ? (
        <p role="alert" className="p-6 text-sm text-red-700 dark:text-red-300">
          {IMAGE_LOAD_ERROR}
        </p>
      ) : (
        <span role="status">
          <Spinner className="size-6" />
          <span className="sr-only">Carregando imagem…</span>
        </span>
      )}
    </div>
  );
}
