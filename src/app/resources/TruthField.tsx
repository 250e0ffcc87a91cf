import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Tooltip } from '@mui/material';

interface TruthFieldProps extends FieldProps {
  source: string;
  /** The stored value meaning yes: 'S' for flags, 1 for bits. */
  trueValue: unknown;
}

/** Yes/no display of an 'S'/'N' flag or a 0/1 bit (react-admin's BooleanField takes 'N' for true). */
export function TruthField({ source, trueValue }: TruthFieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record[source] === undefined || record[source] === null) return null;
  const yes = record[source] === trueValue;
  const label = translate(yes ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <Tooltip title={label}>
      {yes ? <CheckIcon fontSize="small" aria-label={label} color="success" /> : <CloseIcon fontSize="small" aria-label={label} color="disabled" />}
    </Tooltip>
  );
}
