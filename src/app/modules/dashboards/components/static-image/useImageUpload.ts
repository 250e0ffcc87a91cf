import { useRef, useState, type ChangeEvent } from 'react';
import { DASHBOARD_IMAGE_MAX_BYTES, type ImagePurpose } from '../../../../../domain/dashboards/content/dashboard-image.js';
import { ApiError } from '../../../../api/api-error.js';
import { uploadDashboardImage } from './dashboard-image-api.js';

interface ImageUploadSettings {
  purpose: ImagePurpose;
  /** Translation key shown when the file is over the size limit (refused before sending). */
  tooLargeKey: string;
  onUploaded: (id: string) => void;
}

/**
 * A picture chosen in a hidden file input and sent at once (`POST GDV/actions/images`); the caller keeps the id it
 * answers. Answers the input's props, `choose` to open it, whether a send is under way and the refusal's message key.
 */
export function useImageUpload({ purpose, tooLargeKey, onUploaded }: ImageUploadSettings) {
  const ref = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > DASHBOARD_IMAGE_MAX_BYTES) return setProblem(tooLargeKey);
    setBusy(true);
    setProblem(null);
    try {
      onUploaded((await uploadDashboardImage(file, purpose)).id);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'global.error.messages.saveError');
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    problem,
    choose: () => ref.current?.click(),
    inputProps: { ref, type: 'file', hidden: true, onChange: (event: ChangeEvent<HTMLInputElement>) => void upload(event) },
  };
}
