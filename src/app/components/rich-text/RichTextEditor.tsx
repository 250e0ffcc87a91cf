import { useEffect, useLayoutEffect, useRef } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOGBOOK_EDITOR_MAX_HEIGHT, LOGBOOK_EDITOR_MIN_HEIGHT } from '../../../domain/logbook/constants.js';
import { fromQuillHtml } from './semantic-html.js';
import { richTextSx } from './rich-text-sx.js';
import { richTextFormats, richTextToolbar, toolbarTitles } from './toolbar.js';

export interface RichTextEditorProps {
  /** HTML; '' for an empty editor. */
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  readOnly?: boolean;
  /** Height of the editing area, px (default 150 to 190, then it scrolls). */
  minHeight?: number;
  maxHeight?: number;
  'data-testid'?: string;
}

/**
 * A controlled Quill 2 editor. Quill owns its DOM, built once per mount inside `host`; a `value`
 * that differs from what the editor last reported replaces its content without an onChange.
 */
export function RichTextEditor({
  value,
  onChange,
  placeholder,
  readOnly = false,
  minHeight = LOGBOOK_EDITOR_MIN_HEIGHT,
  maxHeight = LOGBOOK_EDITOR_MAX_HEIGHT,
  'data-testid': testId,
}: RichTextEditorProps) {
  const translate = useTranslate();
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const reported = useRef(value);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // Snow puts its toolbar before the editor node, so both live in `host` and leave with it.
    const quill = new Quill(host.appendChild(document.createElement('div')), {
      theme: 'snow',
      formats: richTextFormats,
      modules: { toolbar: richTextToolbar },
      bounds: host,
    });
    quill.setContents(quill.clipboard.convert({ html: reported.current }), 'silent');
    const report = () => {
      const html = fromQuillHtml(quill.getSemanticHTML());
      if (html === reported.current) return;
      reported.current = html;
      onChangeRef.current(html);
    };
    quill.on(Quill.events.TEXT_CHANGE, report);
    quillRef.current = quill;
    return () => {
      quill.off(Quill.events.TEXT_CHANGE, report);
      quillRef.current = null;
      host.replaceChildren();
    };
  }, []);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || value === reported.current) return;
    reported.current = value;
    quill.setContents(quill.clipboard.convert({ html: value }), 'silent');
  }, [value]);

  useEffect(() => {
    quillRef.current?.enable(!readOnly);
  }, [readOnly]);

  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    quill.root.dataset.placeholder = placeholder ?? '';
    const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
    for (const [selector, key] of toolbarTitles) {
      toolbar?.querySelectorAll(selector).forEach((control) => {
        control.setAttribute('title', translate(key));
        control.setAttribute('aria-label', translate(key));
      });
    }
  }, [placeholder, translate]);

  const labels = {
    small: translate('richText.sizes.small'),
    normal: translate('richText.sizes.normal'),
    large: translate('richText.sizes.large'),
    huge: translate('richText.sizes.huge'),
    visitUrl: translate('richText.link.visit'),
    enterLink: translate('richText.link.enter'),
    edit: translate('richText.link.edit'),
    save: translate('richText.link.save'),
    remove: translate('richText.link.remove'),
  };
  return <Box ref={hostRef} data-testid={testId} sx={richTextSx(labels, minHeight, maxHeight)} />;
}
