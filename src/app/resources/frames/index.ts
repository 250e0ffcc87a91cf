import { generatedResources } from '../../../generated/resources.js';
import type { SchemaResource } from '../schema-resource.js';
import { FrameCreate } from './FrameCreate.js';
import { FrameEdit } from './FrameEdit.js';

/** Frames: the generated resource with the sectioned form that shows detection settings only for automatic insertion. */
export const resource: SchemaResource = { ...generatedResources.frames, create: FrameCreate, edit: FrameEdit };
