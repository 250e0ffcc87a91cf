import { createContext, useContext } from 'react';
import * as actionsApi from '../api/actions-api.js';

/** The panel's server calls; tests give their own through ActionCallsContext. */
export type ActionCalls = Pick<
  typeof actionsApi,
  | 'createAction'
  | 'updateAction'
  | 'runActionCommand'
  | 'verifyAction'
  | 'duplicateAction'
  | 'fetchActionHistory'
  | 'uploadAttachment'
  | 'downloadAttachment'
  | 'deleteAttachment'
>;

export const ActionCallsContext = createContext<ActionCalls>(actionsApi);

export const useActionCalls = (): ActionCalls => useContext(ActionCallsContext);
