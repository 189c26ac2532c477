import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventSections } from './event-sections';
import { makeEvent } from './test-fixtures';

const facts = () => within(screen.getByRole('region', { name: 'About this match' }));

describe('EventSections', () => {
  it('shows the teams, the expected attendance and the prediction before the match', () => {
    render(<EventSections event={makeEvent()} />);
    expect(screen.getByRole('heading', { name: 'Teams' })).toBeTruthy();
    expect(facts().getByText('Expected attendance')).toBeTruthy();
    expect(facts().getByText('MI 54%')).toBeTruthy();
  });

  it('shows a finished match’s final score and the crowd that came, and predicts nothing', () => {
    const result = {
      team1Score: '187/6 (20)',
      team2Score: '164/9 (20)',
      summary: 'Mumbai Indians won by 23 runs',
    };
    render(<EventSections event={makeEvent({ status: 'completed', result })} />);
    const teams = within(screen.getByRole('region', { name: 'Result' }));
    expect(teams.getByText('187/6 (20)')).toBeTruthy();
    expect(teams.getByText('164/9 (20)')).toBeTruthy();
    expect(teams.getByText('Mumbai Indians won by 23 runs')).toBeTruthy();
    expect(facts().getByText('Attendance')).toBeTruthy();
    expect(facts().queryByText('Prediction')).toBeNull();
    expect(facts().queryByText('MI 54%')).toBeNull();
  });

  it('says when a finished match has no recorded result', () => {
    render(<EventSections event={makeEvent({ status: 'completed', result: null })} />);
    expect(
      within(screen.getByRole('region', { name: 'Result' })).getByText('Result not recorded'),
    ).toBeTruthy();
  });

  it('shows no attendance and no prediction for a cancelled match', () => {
    render(<EventSections event={makeEvent({ status: 'cancelled', attendance: 0 })} />);
    expect(screen.getByRole('heading', { name: 'Teams' })).toBeTruthy();
    expect(facts().queryByText(/attendance/i)).toBeNull();
    expect(facts().queryByText('Prediction')).toBeNull();
    expect(facts().getByText('Fan rating')).toBeTruthy();
  });

  it('shows a new event no rating, attendance or prediction it does not have', () => {
    render(<EventSections event={makeEvent({ rating: null, attendance: 0, prediction: '' })} />);
    expect(facts().queryByText('Fan rating')).toBeNull();
    expect(facts().queryByText(/attendance/i)).toBeNull();
    expect(facts().queryByText('Prediction')).toBeNull();
    expect(facts().getByText('El Clasico of the IPL.')).toBeTruthy();
  });
});
