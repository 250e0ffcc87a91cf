import { useEffect, useState } from 'react';
import { api } from '../../api/api-client.js';

/**
 * An object URL of a stored avatar: `GET INT/actions/getFile/{name}` needs the bearer token,
 * which an <img src> cannot send, so the file is fetched and shown from memory.
 */
export function useAvatarUrl(name: unknown): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (typeof name !== 'string' || name === '') return setUrl(undefined);
    let objectUrl: string | undefined;
    const controller = new AbortController();
    api(`INT/actions/getFile/${encodeURIComponent(name)}`, { read: 'blob', signal: controller.signal })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(undefined));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [name]);
  return url;
}
