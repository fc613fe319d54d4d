import { renderSketch, type Scene, type Shape } from '@core/domain/sketch';
import { useMemo } from 'react';

// A card's ```skizze block (issue 22), drawn from the same scene as print and the station PDFs
// (core/domain/sketch). React elements, not SVG text: nothing from the content reaches the page
// as markup.

function ShapeElement({ shape }: { shape: Shape }) {
  switch (shape.type) {
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          rx={shape.rx}
          fill={shape.fill}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
          strokeDasharray={shape.dash}
        />
      );
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} stroke={shape.stroke} strokeWidth={shape.strokeWidth} />;
    case 'line':
      return (
        <line
          x1={shape.x1}
          y1={shape.y1}
          x2={shape.x2}
          y2={shape.y2}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
          strokeDasharray={shape.dash}
          strokeLinecap="round"
        />
      );
    case 'path':
      return (
        <path
          d={shape.d}
          fill={shape.fill}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
          strokeDasharray={shape.dash}
          strokeLinejoin="round"
        />
      );
    case 'text':
      return (
        <text
          x={shape.x}
          y={shape.y}
          fontSize={shape.size}
          fill={shape.fill}
          textAnchor={shape.anchor}
          fontWeight={shape.bold ? 'bold' : undefined}
        >
          {shape.text}
        </text>
      );
    case 'group':
      return (
        <g transform={`translate(${shape.x} ${shape.y}) rotate(${shape.rotation})`}>
          {shape.children.map((child, index) => (
            <ShapeElement key={index} shape={child} />
          ))}
        </g>
      );
  }
}

/** A scene as inline SVG; with `label` it is an image for screen readers, without it decoration. */
export function SceneSvg({ scene, label, className }: { scene: Scene; label?: string; className?: string }) {
  return (
    <svg
      viewBox={scene.viewBox.join(' ')}
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      fontFamily="Nunito Variable, ui-sans-serif, system-ui, sans-serif"
    >
      {scene.shapes.map((shape, index) => (
        <ShapeElement key={index} shape={shape} />
      ))}
    </svg>
  );
}

export function SketchFigure({ source }: { source: string }) {
  const { scene, description, legend, problems } = useMemo(() => renderSketch(source), [source]);
  return (
    <figure className="my-3" data-sketch>
      <div className="rounded-xl border border-slate-200 bg-white p-1 print:border-0">
        <SceneSvg scene={scene} label={description} className="block h-auto w-full" />
      </div>
      {problems.length > 0 && (
        <div role="alert" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-bold">Diese Skizze ist nicht vollständig gezeichnet:</p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem.message}>{problem.message}</li>
            ))}
          </ul>
        </div>
      )}
      {legend.length > 0 && (
        <figcaption>
          <ul aria-label="Legende" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            {legend.map((entry) => (
              <li key={entry.key} className="flex items-center gap-1.5">
                <SceneSvg scene={entry.symbol} className="size-5 shrink-0" />
                {entry.label}
              </li>
            ))}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}
