import { useEffect, useRef, useState } from 'react';
import { cameraProblemOf, type CameraProblem } from './camera-problem.js';
import { decodeFrame, loadDecoder } from './decode-frame.js';
import { parseQrPayload, type QrSignIn } from './qr-payload.js';

export type QrScanState = 'starting' | 'scanning' | CameraProblem | 'notFound';

/** How long the camera looks for a sign-in QR code before giving up. */
export const scanTimeoutMs = 20_000;
const frameIntervalMs = 150;

/**
 * Opens the (rear) camera, decodes its frames with jsQR and hands over the first sign-in QR code
 * found. The camera stops on success, on time-out and when the component using it unmounts
 * (cancel). `retry` starts again after a problem.
 */
export function useQrScanner(onFound: (payload: QrSignIn) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });
  const [state, setState] = useState<QrScanState>('starting');
  const [invalid, setInvalid] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');

    function stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(deadline);
      stream?.getTracks().forEach((track) => track.stop());
      if (videoRef.current) videoRef.current.srcObject = null;
    }

    async function start() {
      setState('starting');
      setInvalid(false);
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no mediaDevices', 'NotFoundError');
        const [media, decode] = await Promise.all([navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }), loadDecoder()]);
        stream = media;
        if (stopped) return stop();
        const video = videoRef.current;
        if (!video) return stop();
        video.srcObject = media;
        await video.play().catch(() => undefined);
        setState('scanning');
        deadline = setTimeout(() => {
          stop();
          setState('notFound');
        }, scanTimeoutMs);
        timer = setInterval(() => {
          const text = decodeFrame(decode, video, canvas);
          if (text === undefined || stopped) return;
          const payload = parseQrPayload(text);
          if (!payload) return setInvalid(true);
          stop();
          found.current(payload);
        }, frameIntervalMs);
      } catch (error) {
        stop();
        setState(cameraProblemOf(error));
      }
    }

    void start();
    return stop;
  }, [attempt]);

  return { videoRef, state, invalid, retry: () => setAttempt((n) => n + 1) };
}
