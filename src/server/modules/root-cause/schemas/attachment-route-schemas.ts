import { resolveRefs, route, sharedShapes, type JsonSchema } from '../../../route-schemas/route-schema.js';
import attachmentActionIdParams from './attachment-action-id.params.schema.json' with { type: 'json' };
import attachmentDeleteAnswer from './attachment-delete.answer.schema.json' with { type: 'json' };
import attachmentIdParams from './attachment-id.params.schema.json' with { type: 'json' };
import attachment from './attachment.schema.json' with { type: 'json' };
import attachmentUploadAnswer from './attachment-upload.answer.schema.json' with { type: 'json' };

const shared = sharedShapes({ 'attachment.schema.json': attachment });
const resolved = (schema: object) => resolveRefs(schema as JsonSchema, shared);

/** Route contracts of ../attachment-routes.ts: route() descriptions of its request and answer JSON Schema files. */
export const attachmentRouteSchemas = {
  upload: route('POST', '/RCA/actions/actions/:id/attachments', 'RcaAttachmentUpload', {
    params: attachmentActionIdParams,
    answer: resolved(attachmentUploadAnswer),
    bodyMedia: 'multipart/form-data',
  }),
  download: route('GET', '/RCA/queries/attachments/:id', 'RcaAttachmentDownload', {
    params: attachmentIdParams,
    answer: {},
    answerMedia: 'application/octet-stream',
  }),
  remove: route('DELETE', '/RCA/actions/attachments/:id', 'RcaAttachmentDelete', { params: attachmentIdParams, answer: attachmentDeleteAnswer }),
};
