import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WHY_MAX_LENGTH } from '../../../../domain/root-cause/why-tree.js';
import type { ShownProblem } from './why-problem-key.js';

interface WhyEditorProps {
  text: string;
  onText: (text: string) => void;
  onSave: () => void;
  onDiscard: () => void;
  problem: ShownProblem | null;
  busy: boolean;
  testId: string;
}

/** The text field of a why being written or edited, with save and discard; Enter saves, Escape discards. */
export function WhyEditor({ text, onText, onSave, onDiscard, problem, busy, testId }: WhyEditorProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', my: 0.5 }}>
      <TextField
        size="small"
        autoFocus
        value={text}
        placeholder={translate('rcaAnalysis.whys.placeholder')}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSave();
          } else if (event.key === 'Escape') onDiscard();
        }}
        error={problem !== null}
        helperText={problem ? translate(problem.key, { _: problem.key, ...problem.args }) : undefined}
        sx={{ flex: '1 1 240px' }}
        slotProps={{
          htmlInput: { maxLength: WHY_MAX_LENGTH + 1, 'data-testid': `${testId}-input` },
          formHelperText: { 'data-testid': `${testId}-error` } as object,
        }}
      />
      <Button size="small" variant="contained" onClick={onSave} disabled={busy} data-testid={`${testId}-save`}>
        {translate('rcaAnalysis.whys.save')}
      </Button>
      <Button size="small" onClick={onDiscard} disabled={busy} data-testid={`${testId}-discard`}>
        {translate('rcaAnalysis.whys.cancel')}
      </Button>
    </Box>
  );
}
