import styled from 'styled-components';
import { InstrumentIcon, type MidiInstrument } from '../InstrumentIcon';

export interface InstrumentSwitchProps {
  /** The instrument shown now; the switch offers the other one. */
  instrument: MidiInstrument;
  onSwitch: (next: MidiInstrument) => void;
}

const SwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)} ${theme.space(1)} ${theme.space(2)}`};
  border: 1px solid #59627a;
  border-radius: 999px;
  background: #2a3347;
  color: #f4f1ea;
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: #38425a;
    border-color: #ffd58a;
  }
`;

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
    <SwitchButton type="button" onClick={() => onSwitch(next)} title={`Show the ${next} composers`}>
      <IconDisc>
        <InstrumentIcon instrument={next} size={22} />
      </IconDisc>
      Switch to {next}
    </SwitchButton>
  );
}
