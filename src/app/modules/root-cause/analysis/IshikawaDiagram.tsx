import { Box, useTheme } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { ORIGINS, type CauseView, type Origin } from '../../../../domain/root-cause/model.js';
import { ishikawaLayout, LINE_HEIGHT, type BoneLayout, type CausePlacement } from './ishikawa-layout.js';
import { useElementWidth } from './useElementWidth.js';

interface IshikawaDiagramProps {
  effect: string;
  causes: readonly CauseView[];
  selectedCauseId: number | null;
  /** The effect takes new causes (its `allowed` has `add-cause`): each bone shows its "+". */
  canAdd: boolean;
  onSelect: (idCause: number) => void;
  onAdd: (origin: Origin) => void;
}

const onActivate = (act: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    act();
  }
};

/** Ishikawa's cause-and-effect diagram drawn in SVG: click or press Enter on a cause to select it, on a bone's "+" to add one there. */
export function IshikawaDiagram({ effect, causes, selectedCauseId, canAdd, onSelect, onAdd }: IshikawaDiagramProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const { ref, width } = useElementWidth<HTMLDivElement>(1000);
  const byId = useMemo(() => new Map(causes.map((cause) => [cause.id_cause, cause])), [causes]);
  const layout = useMemo(() => {
    const perOrigin = Object.fromEntries(
      ORIGINS.map((origin) => [origin, causes.filter((cause) => cause.origin === origin).map((cause) => ({ id: cause.id_cause, text: cause.description }))]),
    ) as Record<Origin, { id: number; text: string }[]>;
    return ishikawaLayout({ width, effect, causes: perOrigin });
  }, [causes, effect, width]);
  useEffect(() => {
    // On a narrow screen the drawing scrolls sideways: start at the head, where the effect is.
    const box = ref.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, [ref]);
  const ink = theme.palette.text.primary;
  const muted = theme.palette.text.disabled;

  const causeMark = (bone: BoneLayout, placement: CausePlacement) => {
    const cause = byId.get(placement.id);
    if (!cause) return null;
    const canceled = cause.status === 'canceled';
    const selected = cause.id_cause === selectedCauseId;
    const color = canceled ? muted : selected ? theme.palette.primary.main : ink;
    return (
      <g
        key={cause.id_cause}
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={`${cause.description} · ${translate('rcaAnalysis.diagram.priority', { priority: cause.priority })}`}
        data-testid={`ishikawa-cause-${cause.id_cause}`}
        data-origin={bone.origin}
        data-status={cause.status}
        style={{ cursor: 'pointer', outline: 'none' }}
        className="ishikawa-cause"
        onClick={() => onSelect(cause.id_cause)}
        onKeyDown={onActivate(() => onSelect(cause.id_cause))}
      >
        <title>{cause.description}</title>
        {/* The whole label is the click target, not only its glyphs and line. */}
        <rect
          x={placement.tick.x1 - 4}
          y={placement.textY - LINE_HEIGHT + 2}
          width={placement.tick.x2 - placement.tick.x1 + 4}
          height={placement.lines.length * LINE_HEIGHT + 6}
          rx={4}
          fill={selected ? theme.palette.primary.main : 'transparent'}
          fillOpacity={selected ? 0.1 : 1}
        />
        <line {...placement.tick} stroke={color} strokeWidth={selected ? 2 : 1} strokeDasharray={canceled ? '4 3' : undefined} />
        <text
          x={placement.textX}
          y={placement.textY}
          textAnchor="end"
          fontSize={12}
          fill={color}
          fontWeight={selected ? 600 : 400}
          textDecoration={canceled ? 'line-through' : undefined}
        >
          {placement.lines.map((line, index) => (
            <tspan key={index} x={placement.textX} dy={index === 0 ? 0 : LINE_HEIGHT}>
              {line}
            </tspan>
          ))}
        </text>
        <g data-testid={`ishikawa-priority-${cause.id_cause}`}>
          <circle
            cx={placement.badge.x}
            cy={placement.badge.y}
            r={11}
            fill={canceled ? theme.palette.action.disabledBackground : theme.palette.secondary.main}
          />
          <text x={placement.badge.x} y={placement.badge.y + 4} textAnchor="middle" fontSize={10} fontWeight={700} fill={theme.palette.secondary.contrastText}>
            {cause.priority}
          </text>
        </g>
      </g>
    );
  };

  return (
    <Box
      ref={ref}
      sx={{
        width: '100%',
        overflowX: 'auto',
        // Its width comes from the page, never from the drawing: else the drawing, sized to the box, would hold the page wide.
        contain: 'inline-size',
        '& .ishikawa-cause:focus-visible rect, & [role=button]:focus-visible circle': { stroke: theme.palette.primary.main, strokeWidth: 2 },
      }}
    >
      <svg
        role="group"
        aria-label={translate('rcaAnalysis.diagram.label')}
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        data-testid="ishikawa-diagram"
        style={{ display: 'block', fontFamily: theme.typography.fontFamily }}
      >
        <line {...layout.spine} stroke={ink} strokeWidth={3} />
        <g data-testid="ishikawa-head">
          <rect {...{ x: layout.head.x, y: layout.head.y, width: layout.head.width, height: layout.head.height }} rx={6} fill={theme.palette.primary.main} />
          <text
            x={layout.head.x + layout.head.width / 2}
            y={layout.head.textY}
            textAnchor="middle"
            fontSize={13}
            fontWeight={600}
            fill={theme.palette.primary.contrastText}
          >
            <title>{effect}</title>
            {layout.head.lines.map((line, index) => (
              <tspan key={index} x={layout.head.x + layout.head.width / 2} dy={index === 0 ? 0 : LINE_HEIGHT}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
        {layout.bones.map((bone) => (
          <g key={bone.origin} data-testid={`ishikawa-bone-${bone.origin}`} data-side={bone.side}>
            <line {...bone.line} stroke={ink} strokeWidth={2} />
            <text x={bone.label.x} y={bone.label.y} textAnchor="middle" fontSize={13} fontWeight={700} fill={ink}>
              {translate(`rootCause.origins.${bone.origin}`)}
            </text>
            {canAdd && (
              <g
                role="button"
                tabIndex={0}
                aria-label={translate('rcaAnalysis.diagram.addCause', { origin: translate(`rootCause.origins.${bone.origin}`) })}
                data-testid={`ishikawa-add-${bone.origin}`}
                style={{ cursor: 'pointer', outline: 'none' }}
                onClick={() => onAdd(bone.origin)}
                onKeyDown={onActivate(() => onAdd(bone.origin))}
              >
                <title>{translate('rcaAnalysis.diagram.addCause', { origin: translate(`rootCause.origins.${bone.origin}`) })}</title>
                <circle cx={bone.add.x} cy={bone.add.y} r={10} fill={theme.palette.background.paper} stroke={theme.palette.primary.main} strokeWidth={1.5} />
                <text x={bone.add.x} y={bone.add.y + 5} textAnchor="middle" fontSize={16} fontWeight={700} fill={theme.palette.primary.main}>
                  +
                </text>
              </g>
            )}
            {bone.causes.map((placement) => causeMark(bone, placement))}
          </g>
        ))}
      </svg>
    </Box>
  );
}
