// The charts library (recharts under Mantine's charts, about 108 KB brotli) in a chunk of its own.
import '@mantine/charts/styles.layer.css';

export { BarChart, LineChart } from '@mantine/charts';
