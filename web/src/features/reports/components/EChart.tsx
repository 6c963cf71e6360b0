import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** One ECharts canvas that follows its option and its box's size. `onRendered` fires after the first frame. */
export function EChart({ option, label, onRendered }: { option: Record<string, unknown>; label: string; onRendered?: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = box.current!;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    if (onRendered)
      instance.on('finished', function once() {
        instance.off('finished', once);
        onRendered();
      });
    instance.setOption(option, true);
  }, [option, onRendered]);

  return <div ref={box} className="inca-chart" role="img" aria-label={label} />;
}

export default EChart;
