import { useEffect, useState } from 'react';
import type { QRCode } from 'qrcode';

/** Builds the QR symbol of a text. */
export type QrEncoder = (text: string) => QRCode;

// The qrcode library loads with the first label sheet opened, never with the app's first pages (the /login budget).
let encoder: Promise<QrEncoder> | null = null;

export function loadQrEncoder(): Promise<QrEncoder> {
  encoder ??= import('qrcode').then((module) => {
    // A CommonJS package: its functions are named exports or sit on the default one, depending on the bundler.
    const library = module.default ?? module;
    return (text: string) => library.create(text, { errorCorrectionLevel: 'M' });
  });
  encoder.catch(() => {
    encoder = null;
  });
  return encoder;
}

/** The QR encoder once loaded; `failed` when its code could not be fetched. */
export function useQrEncoder(): { encode: QrEncoder | null; failed: boolean } {
  const [state, setState] = useState<{ encode: QrEncoder | null; failed: boolean }>({ encode: null, failed: false });
  useEffect(() => {
    let live = true;
    loadQrEncoder().then(
      (encode) => live && setState({ encode, failed: false }),
      () => live && setState({ encode: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The dark modules of a symbol as one SVG path, one unit per module. */
export function qrPath(symbol: QRCode): string {
  const { size } = symbol.modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (symbol.modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return path;
}

const QUIET_ZONE = 4;

interface QrCodeSvgProps {
  value: string;
  encode: QrEncoder;
  /** What a screen reader says instead of the drawing. */
  label: string;
  className?: string;
}

/** A QR code as SVG: black on white whatever the theme (scanners need it), sharp at any printed size. */
export function QrCodeSvg({ value, encode, label, className }: QrCodeSvgProps) {
  const symbol = encode(value);
  const extent = symbol.modules.size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-value={value}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      <path d={qrPath(symbol)} fill="#000" />
    </svg>
  );
}
