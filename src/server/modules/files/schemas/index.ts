import { resolveRefs, route } from '../../../route-schemas/route-schema.js';
import fileDownloadParams from './file-download.params.schema.json' with { type: 'json' };
import fileUploadAnswer from './file-upload.answer.schema.json' with { type: 'json' };

const resolved = (schema: object) => resolveRefs(schema as Record<string, unknown>, {});

/** Avatar upload and download (file-routes.ts). */
export const fileRouteSchemas = {
  fileUpload: route('POST', '/INT/actions/uploadFile', 'FileUpload', { answer: resolved(fileUploadAnswer), bodyMedia: 'multipart/form-data' }),
  fileDownload: route('GET', '/INT/actions/getFile/:name', 'FileDownload', { params: fileDownloadParams, answer: {}, answerMedia: 'application/octet-stream' }),
};
