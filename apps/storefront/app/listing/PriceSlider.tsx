/**
 * The price range slider (react-aria-components Slider, two thumbs). Loaded on demand after
 * hydration: the price form's number inputs already work without it.
 */
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';

export default function PriceSlider(props: {
  label: string;
  minLabel: string;
  maxLabel: string;
  bounds: { min: number; max: number };
  value: [number, number];
  onChange(value: [number, number]): void;
}) {
  const { bounds } = props;
  const clamp = (n: number) =>
    Math.min(bounds.max, Math.max(bounds.min, Number.isFinite(n) ? n : bounds.min));
  const low = clamp(props.value[0]);
  const high = Math.max(low, clamp(props.value[1]));
  return (
    <Slider
      className="plp-slider"
      minValue={bounds.min}
      maxValue={bounds.max}
      value={[low, high]}
      onChange={(value) => {
        const [a = bounds.min, b = bounds.max] = Array.isArray(value) ? value : [value, value];
        props.onChange([a, b]);
      }}
    >
      <div className="plp-slider__head">
        <Label className="visually-hidden">{props.label}</Label>
        <SliderOutput className="plp-slider__output">
          {({ state }) => state.values.map((_, i) => state.getThumbValueLabel(i)).join(' – ')}
        </SliderOutput>
      </div>
      <SliderTrack className="plp-slider__track">
        {({ state }) => (
          <>
            <div
              className="plp-slider__fill"
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            <SliderThumb index={0} aria-label={props.minLabel} className="plp-slider__thumb" />
            <SliderThumb index={1} aria-label={props.maxLabel} className="plp-slider__thumb" />
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
