import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow } from '@core/domain/gradebook/gradebook';
import { formatGradedAverage } from '@core/domain/gradebook/grading';
import type { SchoolClass } from '@core/schemas/gradebook';

/** Spec §9: bar colours cycle through five; chosen to stay apart for colour-blind eyes. */
export const BAR_COLOURS = ['#0f766e', '#c2410c', '#4338ca', '#a16207', '#be185d'];
/** Spec §9: chart animation 400 ms. */
const ANIMATION_MS = 400;

/**
 * The axis starts at 0, not at 1 as the spec draws it: recharts grows a bar from the axis's
 * lower end, so with the axis at 1 an average of 1,00 was a bar of no width, and a 1+ (0,70)
 * lay outside it. The ticks stay 1 to 6, the grades there are.
 */
const DOMAIN: [number, number] = [0, 6];

/**
 * Spec: horizontal bars of the average grade per topic, x axis labelled 'Note'. A class with
 * nothing graded in a topic has no bar; the tooltip and the table say from how many grades each
 * bar comes.
 */
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
            domain={DOMAIN}
            ticks={[1, 2, 3, 4, 5, 6]}
            label={{ value: 'Note', position: 'insideBottom', offset: -12 }}
          />
          <YAxis type="category" dataKey="topic" width={120} tick={{ fontSize: 13 }} />
          <Tooltip
            formatter={(value, name, item) => {
              const row = item.payload as ChartRow;
              const schoolClass = classes.find((c) => c.name === name);
              const average = schoolClass && row.averages[schoolClass.id];
              return average ? formatGradedAverage(average) : String(value);
            }}
          />
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
