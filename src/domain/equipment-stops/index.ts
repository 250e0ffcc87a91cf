export * from './oee.js';
export * from './split-stop.js';
export * from './stop-detection.js';
export * from './stop-model.js';
export * from './stop-transitions.js';
