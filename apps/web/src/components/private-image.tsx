import { useEffect, useState } from 'react';
import { getPrivateImage } from '../lib/private-image';

/** An uploaded image whose address needs the token: fetched, shown from an object URL. */
export function PrivateImage({
  url,
  alt,
  className,
  headers,
}: {
  url: string;
  alt: string;
  className?: string;
  /** Extra request headers (a visitor's chat key). */
  headers?: Record<string, string>;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    getPrivateImage(url, controller.signal, headers).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // The headers are fixed for a given image address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  if (!src) return null;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer" className={className}>
      <img src={src} alt={alt} />
    </a>
  );
}
