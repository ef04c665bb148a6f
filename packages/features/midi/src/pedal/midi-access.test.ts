import { describe, expect, it, vi } from 'vitest';
import { FakeMidiAccess, FakeMidiInput, fakeMidiNavigator } from './fake-midi-access';
import { listenToMidiInputs, requestMidiAccess } from './midi-access';

describe('the MIDI service', () => {
  it("rejects with 'Web MIDI API is not supported' without Web MIDI", async () => {
    await expect(requestMidiAccess({})).rejects.toThrow('Web MIDI API is not supported');
    await expect(requestMidiAccess(undefined)).rejects.toThrow('Web MIDI API is not supported');
  });

  it('hears inputs present at start and inputs plugged in later, and stops when asked', async () => {
    const first = new FakeMidiInput('1', 'Foot pedal');
    const access = new FakeMidiAccess([first]);
    const received: Array<[string, number[]]> = [];
    const onInputsChange = vi.fn();
    const stop = listenToMidiInputs(await requestMidiAccess(fakeMidiNavigator(access)), {
      onMessage: (data, input) => received.push([input.name ?? '', [...(data ?? [])]]),
      onInputsChange,
    });
    expect(onInputsChange).toHaveBeenLastCalledWith(['Foot pedal']);

    first.send([0xb0, 66, 0]);
    const later = new FakeMidiInput('2', 'Second pedal');
    access.connect(later);
    expect(onInputsChange).toHaveBeenLastCalledWith(['Foot pedal', 'Second pedal']);
    later.send([0xb0, 67, 0]);

    access.disconnect(first);
    expect(onInputsChange).toHaveBeenLastCalledWith(['Second pedal']);
    expect(first.onmidimessage).toBeNull();

    stop();
    later.send([0xb0, 66, 0]);
    expect(later.onmidimessage).toBeNull();
    expect(received).toEqual([
      ['Foot pedal', [0xb0, 66, 0]],
      ['Second pedal', [0xb0, 67, 0]],
    ]);
    // After stopping, plugging in another input attaches nothing.
    const third = new FakeMidiInput('3', 'Third');
    access.connect(third);
    expect(third.onmidimessage).toBeNull();
  });
});
