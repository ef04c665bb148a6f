import styled from 'styled-components';
import { OverlayButton } from '../../base/OverlayButton';
import { InstrumentIcon, type MidiInstrument } from '../InstrumentIcon';

export interface InstrumentSwitchProps {
  /** The instrument shown now; the switch offers the other one. */
  instrument: MidiInstrument;
  onSwitch: (next: MidiInstrument) => void;
}

const IconDisc = styled.span`
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  background: #f4f1ea;
  color: #1d2433;
`;

export const otherInstrument = (instrument: MidiInstrument): MidiInstrument =>
  instrument === 'piano' ? 'violin' : 'piano';

/** The icon button that switches between the piano and the violin composers. */
export function InstrumentSwitch({ instrument, onSwitch }: InstrumentSwitchProps) {
  const next = otherInstrument(instrument);
  return (
    <OverlayButton onClick={() => onSwitch(next)} title={`Show the ${next} composers`}>
      <IconDisc>
        <InstrumentIcon instrument={next} size={22} />
      </IconDisc>
      Switch to {next}
    </OverlayButton>
  );
}
