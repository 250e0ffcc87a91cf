import type { SxProps, Theme } from '@mui/material/styles';

/** Texts the snow theme draws with CSS `content`, translated. */
export interface RichTextCssLabels {
  small: string;
  normal: string;
  large: string;
  huge: string;
  visitUrl: string;
  enterLink: string;
  edit: string;
  save: string;
  remove: string;
}

// A CSS string literal; JSON's escaping of quotes and backslashes is valid CSS.
const cssText = (text: string): string => JSON.stringify(text);

const size = '& .ql-snow .ql-picker.ql-size';
const activeStroke = [
  'button:hover',
  'button:focus',
  'button.ql-active',
  '.ql-picker-label:hover',
  '.ql-picker-label.ql-active',
  '.ql-picker-item:hover',
  '.ql-picker-item.ql-selected',
];

/** The snow theme in MUI's colours (light and dark), the editing area between the two heights. */
export function richTextSx(labels: RichTextCssLabels, minHeight: number, maxHeight: number): SxProps<Theme> {
  return (theme) => {
    const { palette } = theme;
    const active = activeStroke.map((state) => `& .ql-snow.ql-toolbar ${state}`);
    return {
      '& .ql-toolbar.ql-snow, & .ql-container.ql-snow': { borderColor: palette.divider },
      '& .ql-toolbar.ql-snow': { borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`, fontFamily: 'inherit', padding: 0.5 },
      '& .ql-container.ql-snow': {
        borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`,
        fontFamily: 'inherit',
        fontSize: theme.typography.body1.fontSize,
        color: palette.text.primary,
        height: 'auto',
      },
      '& .ql-editor': { minHeight, maxHeight, overflowY: 'auto' },
      '& .ql-editor.ql-blank::before': { color: palette.text.disabled, fontStyle: 'normal' },
      '& .ql-snow .ql-stroke, & .ql-snow .ql-stroke-miter': { stroke: palette.text.secondary },
      '& .ql-snow .ql-fill, & .ql-snow .ql-stroke.ql-fill': { fill: palette.text.secondary },
      '& .ql-snow .ql-picker': { color: palette.text.secondary },
      '& .ql-snow .ql-picker-options': { backgroundColor: palette.background.paper },
      [active.join(', ')]: { color: palette.primary.main },
      [active.map((s) => `${s} .ql-stroke`).join(', ')]: { stroke: palette.primary.main },
      [active.map((s) => `${s} .ql-fill`).join(', ')]: { fill: palette.primary.main },
      '& .ql-snow a': { color: palette.primary.main },
      '& .ql-snow .ql-tooltip': {
        backgroundColor: palette.background.paper,
        color: palette.text.primary,
        borderColor: palette.divider,
        boxShadow: theme.shadows[3],
        zIndex: theme.zIndex.modal + 1,
      },
      '& .ql-snow .ql-tooltip input[type=text]': { backgroundColor: palette.background.default, color: palette.text.primary, borderColor: palette.divider },
      [`${size} .ql-picker-label::before, ${size} .ql-picker-item::before`]: { content: cssText(labels.normal) },
      [`${size} .ql-picker-label[data-value=small]::before, ${size} .ql-picker-item[data-value=small]::before`]: { content: cssText(labels.small) },
      [`${size} .ql-picker-label[data-value=large]::before, ${size} .ql-picker-item[data-value=large]::before`]: { content: cssText(labels.large) },
      [`${size} .ql-picker-label[data-value=huge]::before, ${size} .ql-picker-item[data-value=huge]::before`]: { content: cssText(labels.huge) },
      '& .ql-snow .ql-tooltip::before': { content: cssText(labels.visitUrl) },
      '& .ql-snow .ql-tooltip[data-mode=link]::before': { content: cssText(labels.enterLink) },
      '& .ql-snow .ql-tooltip a.ql-action::after': { content: cssText(labels.edit) },
      '& .ql-snow .ql-tooltip.ql-editing a.ql-action::after': { content: cssText(labels.save) },
      '& .ql-snow .ql-tooltip a.ql-remove::before': { content: cssText(labels.remove) },
    };
  };
}
