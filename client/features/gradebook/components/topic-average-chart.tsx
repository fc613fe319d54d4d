import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAverage, type ChartRow } from '@core/domain/gradebook/gradebook';
import type { SchoolClass } from '@core/schemas/gradebook';

/** Spec §9: bar colours cycle through five; chosen to stay apart for colour-blind eyes. */
export const BAR_COLOURS = ['#0f766e', '#c2410c', '#4338ca', '#a16207', '#be185d'];
/** Spec §9: chart animation 400 ms. */
const ANIMATION_MS = 400;

/** Spec: horizontal bars of the average grade per topic, x axis 1 to 6 labelled 'Note'. */
export default function TopicAverageChart({ rows, classes }: { rows: ChartRow[]; classes: SchoolClass[] }) {
  const height = 70 + rows.length * (classes.length * 22 + 24);
  return (
    <div
      role="img"
      aria-label={`Balkendiagramm: Notendurchschnitt je Thema für ${classes.map((c) => c.name).join(', ')}. Die Zahlen stehen auch in der Tabelle.`}
    >
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 16, bottom: 24, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis
            type="number"
            domain={[1, 6]}
            ticks={[1, 2, 3, 4, 5, 6]}
            allowDataOverflow
            label={{ value: 'Note', position: 'insideBottom', offset: -12 }}
          />
          <YAxis type="category" dataKey="topic" width={120} tick={{ fontSize: 13 }} />
          <Tooltip formatter={(value) => formatAverage(typeof value === 'number' ? value : Number(value))} />
          <Legend verticalAlign="top" />
          {classes.map((c, index) => (
            <Bar
              key={c.id}
              name={c.name}
              dataKey={(row: ChartRow) => row.values[c.id]}
              fill={BAR_COLOURS[index % BAR_COLOURS.length]}
              animationDuration={ANIMATION_MS}
              barSize={18}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
