import { useTranslate } from 'react-admin';
import type { EffectAnalysis } from '../../../../domain/root-cause/model.js';
import { commandCause, commandEffect, createCause, updateCause, updateEffect } from '../api/analysis-api.js';
import type { AnalysisDialog } from './analysis-dialogs.js';
import { CauseDialog } from './CauseDialog.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { EffectEditDialog } from './EffectEditDialog.js';
import { EffectHistoryDialog } from './EffectHistoryDialog.js';
import { useCauseCatalogue } from './useCauseCatalogue.js';

interface AnalysisDialogsProps {
  dialog: AnalysisDialog;
  analysis: EffectAnalysis;
  onClose: () => void;
  /** A write succeeded: the page reads the analysis again. */
  onDone: () => void;
}

/** The dialog open on the analysis page, each sending the version it was opened with. */
export function AnalysisDialogs({ dialog, analysis, onClose, onDone }: AnalysisDialogsProps) {
  const translate = useTranslate();
  const catalogue = useCauseCatalogue();
  const { effect } = analysis;
  const done = () => {
    onClose();
    onDone();
  };
  switch (dialog.kind) {
    case 'history':
      return <EffectHistoryDialog idEffect={effect.id_effect} version={effect.version} onClose={onClose} />;
    case 'effect': {
      const command = dialog.command;
      if (command === 'edit')
        return <EffectEditDialog effect={effect} onSave={(body) => updateEffect(effect.id_effect, body)} onSaved={done} onClose={onClose} />;
      return (
        <ConfirmDialog
          title={translate(`rcaAnalysis.effect.${command}`)}
          question={translate(`rcaAnalysis.effect.confirm.${command}`)}
          withComment
          onConfirm={(comment) => commandEffect(effect.id_effect, { version: effect.version, command, ...(comment ? { comment } : {}) })}
          onDone={done}
          onClose={onClose}
          testId={`effect-${command}-dialog`}
        />
      );
    }
    case 'new-cause':
      return (
        <CauseDialog
          origin={dialog.origin}
          catalogue={catalogue}
          onSave={(fields) => createCause({ ...fields, id_effect: effect.id_effect, effect_version: effect.version })}
          onSaved={done}
          onClose={onClose}
        />
      );
    case 'edit-cause':
    case 'cause-command': {
      const cause = analysis.causes.find((one) => one.id_cause === dialog.idCause);
      if (!cause) return null;
      if (dialog.kind === 'edit-cause')
        return (
          <CauseDialog
            origin={cause.origin}
            cause={cause}
            catalogue={catalogue}
            onSave={(fields) => updateCause(cause.id_cause, { ...fields, version: cause.version })}
            onSaved={done}
            onClose={onClose}
          />
        );
      return (
        <ConfirmDialog
          title={translate(`rcaAnalysis.cause.${dialog.command}`)}
          question={translate(dialog.command === 'cancel' ? 'rcaAnalysis.cause.confirmCancel' : 'rcaAnalysis.cause.confirmReactivate')}
          onConfirm={() => commandCause(cause.id_cause, { version: cause.version, command: dialog.command })}
          onDone={done}
          onClose={onClose}
          testId={`cause-${dialog.command}-dialog`}
        />
      );
    }
  }
}
