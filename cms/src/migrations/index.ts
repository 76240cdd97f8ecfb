import * as migration_20261122_070955_initial from './20261122_070955_initial';
import * as migration_20261123_092248_admin_search_indexes from './20261123_092248_admin_search_indexes';
import * as migration_20261123_101937_spec02_round1 from './20261123_101937_spec02_round1';
import * as migration_20261123_122544_payments from './20261123_122544_payments';
import * as migration_20261123_130644_taxi from './20261123_130644_taxi';
import * as migration_20261123_153101_booking_refunds from './20261123_153101_booking_refunds';
import * as migration_20261125_115726_email_verification from './20261125_115726_email_verification';
import * as migration_20261125_123630_hero_slide_link from './20261125_123630_hero_slide_link';
import * as migration_20261125_145743_local_money from './20261125_145743_local_money';
import * as migration_20261125_151539_concierge_hours from './20261125_151539_concierge_hours';
import * as migration_20261125_152506_driver_areas_dss from './20261125_152506_driver_areas_dss';
import * as migration_20261125_152618_mobile_money from './20261125_152618_mobile_money';
import * as migration_20261125_153420_flight_tracked_pickups from './20261125_153420_flight_tracked_pickups';
import * as migration_20261125_153732_booking_travellers from './20261125_153732_booking_travellers';
import * as migration_20261125_155033_guide_entry_requirements from './20261125_155033_guide_entry_requirements';
import * as migration_20261125_155044_media_object_storage from './20261125_155044_media_object_storage';
import * as migration_20261125_164519_merge_snapshot from './20261125_164519_merge_snapshot';
import * as migration_20261125_181959_booking_rooms_held from './20261125_181959_booking_rooms_held';
import * as migration_20261125_190220_booking_charge_phone from './20261125_190220_booking_charge_phone';
import * as migration_20261125_192813_merge_snapshot from './20261125_192813_merge_snapshot';
import * as migration_20261126_173845_booking_charge_approval_page from './20261126_173845_booking_charge_approval_page';
import * as migration_20261127_005629_booking_paid_with from './20261127_005629_booking_paid_with';
import * as migration_20261127_010131_hotel_room_types from './20261127_010131_hotel_room_types';
import * as migration_20261127_010157_rate_source_and_bounds from './20261127_010157_rate_source_and_bounds';
import * as migration_20261127_015454_construction_progress_no_booking_host from './20261127_015454_construction_progress_no_booking_host';
import * as migration_20261127_020535_merge_snapshot from './20261127_020535_merge_snapshot';
import * as migration_20261127_020743_media_image_sizes from './20261127_020743_media_image_sizes';
import * as migration_20261127_040245_flight_tickets from './20261127_040245_flight_tickets';
import * as migration_20261127_040621_stay_supplier_bookings from './20261127_040621_stay_supplier_bookings';
import * as migration_20261127_040701_rich_text_body from './20261127_040701_rich_text_body';
import * as migration_20261127_040741_flight_ticket_orders from './20261127_040741_flight_ticket_orders';
import * as migration_20261127_041801_seo_and_redirects from './20261127_041801_seo_and_redirects';
import * as migration_20261127_041921_ticketing_hours from './20261127_041921_ticketing_hours';
import * as migration_20261127_042325_order_flight_tickets_task from './20261127_042325_order_flight_tickets_task';
import * as migration_20261127_043348_draft_autosave from './20261127_043348_draft_autosave';
import * as migration_20261127_044553_schedule_publish from './20261127_044553_schedule_publish';
import * as migration_20261127_050027_dakar_and_lagos_guides from './20261127_050027_dakar_and_lagos_guides';
import * as migration_20261127_053309_merge_snapshot from './20261127_053309_merge_snapshot';
import * as migration_20261127_071909_media_focal_point_and_capital_guides from './20261127_071909_media_focal_point_and_capital_guides';
import * as migration_20261127_073239_staff_actions from './20261127_073239_staff_actions';
import * as migration_20261127_073500_corridor_articles from './20261127_073500_corridor_articles';
import * as migration_20261127_084627_merge_snapshot from './20261127_084627_merge_snapshot';
import * as migration_20261127_085500_support_hours from './20261127_085500_support_hours';
import * as migration_20261127_110000_guides_west_africa_a from './20261127_110000_guides_west-africa-a';
import * as migration_20261127_110100_guides_west_africa_b from './20261127_110100_guides_west-africa-b';
import * as migration_20261127_110200_guides_united_states from './20261127_110200_guides_united-states';
import * as migration_20261127_110300_guides_europe from './20261127_110300_guides_europe';
import * as migration_20261127_110500_guides_more from './20261127_110500_guides_more';
import * as migration_20261127_114243_guides_snapshot from './20261127_114243_guides_snapshot';
import * as migration_20261127_142807_booking_stays from './20261127_142807_booking_stays';
import * as migration_20261127_151000_bookings_without_ride from './20261127_151000_bookings_without_ride';
import * as migration_20261127_152000_booking_flights from './20261127_152000_booking_flights';
import * as migration_20261127_153000_booking_packages from './20261127_153000_booking_packages';
import * as migration_20261127_153509_booking_kinds_snapshot from './20261127_153509_booking_kinds_snapshot';
import * as migration_20261206_215257_flight_status_scheduled from './20261206_215257_flight_status_scheduled';
import * as migration_20261206_220000_rate_days_at_noon from './20261206_220000_rate_days_at_noon';
import * as migration_20261207_024652_push_subscriptions from './20261207_024652_push_subscriptions';
import * as migration_20261207_045052_price_watches from './20261207_045052_price_watches';
import * as migration_20261207_045512_messages_and_consent from './20261207_045512_messages_and_consent';
import * as migration_20261207_060322_messages_price_watches_snapshot from './20261207_060322_messages_price_watches_snapshot';
import * as migration_20261207_121500_ride_cancelled_message from './20261207_121500_ride_cancelled_message';

export const migrations = [
  {
    up: migration_20261122_070955_initial.up,
    down: migration_20261122_070955_initial.down,
    name: '20261122_070955_initial',
  },
  {
    up: migration_20261123_092248_admin_search_indexes.up,
    down: migration_20261123_092248_admin_search_indexes.down,
    name: '20261123_092248_admin_search_indexes',
  },
  {
    up: migration_20261123_101937_spec02_round1.up,
    down: migration_20261123_101937_spec02_round1.down,
    name: '20261123_101937_spec02_round1',
  },
  {
    up: migration_20261123_122544_payments.up,
    down: migration_20261123_122544_payments.down,
    name: '20261123_122544_payments',
  },
  {
    up: migration_20261123_130644_taxi.up,
    down: migration_20261123_130644_taxi.down,
    name: '20261123_130644_taxi',
  },
  {
    up: migration_20261123_153101_booking_refunds.up,
    down: migration_20261123_153101_booking_refunds.down,
    name: '20261123_153101_booking_refunds',
  },
  {
    up: migration_20261125_115726_email_verification.up,
    down: migration_20261125_115726_email_verification.down,
    name: '20261125_115726_email_verification',
  },
  {
    up: migration_20261125_123630_hero_slide_link.up,
    down: migration_20261125_123630_hero_slide_link.down,
    name: '20261125_123630_hero_slide_link',
  },
  {
    up: migration_20261125_145743_local_money.up,
    down: migration_20261125_145743_local_money.down,
    name: '20261125_145743_local_money',
  },
  {
    up: migration_20261125_151539_concierge_hours.up,
    down: migration_20261125_151539_concierge_hours.down,
    name: '20261125_151539_concierge_hours',
  },
  {
    up: migration_20261125_152506_driver_areas_dss.up,
    down: migration_20261125_152506_driver_areas_dss.down,
    name: '20261125_152506_driver_areas_dss',
  },
  {
    up: migration_20261125_152618_mobile_money.up,
    down: migration_20261125_152618_mobile_money.down,
    name: '20261125_152618_mobile_money',
  },
  {
    up: migration_20261125_153420_flight_tracked_pickups.up,
    down: migration_20261125_153420_flight_tracked_pickups.down,
    name: '20261125_153420_flight_tracked_pickups',
  },
  {
    up: migration_20261125_153732_booking_travellers.up,
    down: migration_20261125_153732_booking_travellers.down,
    name: '20261125_153732_booking_travellers',
  },
  {
    up: migration_20261125_155033_guide_entry_requirements.up,
    down: migration_20261125_155033_guide_entry_requirements.down,
    name: '20261125_155033_guide_entry_requirements',
  },
  {
    up: migration_20261125_155044_media_object_storage.up,
    down: migration_20261125_155044_media_object_storage.down,
    name: '20261125_155044_media_object_storage',
  },
  {
    up: migration_20261125_164519_merge_snapshot.up,
    down: migration_20261125_164519_merge_snapshot.down,
    name: '20261125_164519_merge_snapshot',
  },
  {
    up: migration_20261125_181959_booking_rooms_held.up,
    down: migration_20261125_181959_booking_rooms_held.down,
    name: '20261125_181959_booking_rooms_held',
  },
  {
    up: migration_20261125_190220_booking_charge_phone.up,
    down: migration_20261125_190220_booking_charge_phone.down,
    name: '20261125_190220_booking_charge_phone',
  },
  {
    up: migration_20261125_192813_merge_snapshot.up,
    down: migration_20261125_192813_merge_snapshot.down,
    name: '20261125_192813_merge_snapshot',
  },
  {
    up: migration_20261126_173845_booking_charge_approval_page.up,
    down: migration_20261126_173845_booking_charge_approval_page.down,
    name: '20261126_173845_booking_charge_approval_page',
  },
  {
    up: migration_20261127_005629_booking_paid_with.up,
    down: migration_20261127_005629_booking_paid_with.down,
    name: '20261127_005629_booking_paid_with',
  },
  {
    up: migration_20261127_010131_hotel_room_types.up,
    down: migration_20261127_010131_hotel_room_types.down,
    name: '20261127_010131_hotel_room_types',
  },
  {
    up: migration_20261127_010157_rate_source_and_bounds.up,
    down: migration_20261127_010157_rate_source_and_bounds.down,
    name: '20261127_010157_rate_source_and_bounds',
  },
  {
    up: migration_20261127_015454_construction_progress_no_booking_host.up,
    down: migration_20261127_015454_construction_progress_no_booking_host.down,
    name: '20261127_015454_construction_progress_no_booking_host',
  },
  {
    up: migration_20261127_020535_merge_snapshot.up,
    down: migration_20261127_020535_merge_snapshot.down,
    name: '20261127_020535_merge_snapshot',
  },
  {
    up: migration_20261127_020743_media_image_sizes.up,
    down: migration_20261127_020743_media_image_sizes.down,
    name: '20261127_020743_media_image_sizes',
  },
  {
    up: migration_20261127_040245_flight_tickets.up,
    down: migration_20261127_040245_flight_tickets.down,
    name: '20261127_040245_flight_tickets',
  },
  {
    up: migration_20261127_040621_stay_supplier_bookings.up,
    down: migration_20261127_040621_stay_supplier_bookings.down,
    name: '20261127_040621_stay_supplier_bookings',
  },
  {
    up: migration_20261127_040701_rich_text_body.up,
    down: migration_20261127_040701_rich_text_body.down,
    name: '20261127_040701_rich_text_body',
  },
  {
    up: migration_20261127_040741_flight_ticket_orders.up,
    down: migration_20261127_040741_flight_ticket_orders.down,
    name: '20261127_040741_flight_ticket_orders',
  },
  {
    up: migration_20261127_041801_seo_and_redirects.up,
    down: migration_20261127_041801_seo_and_redirects.down,
    name: '20261127_041801_seo_and_redirects',
  },
  {
    up: migration_20261127_041921_ticketing_hours.up,
    down: migration_20261127_041921_ticketing_hours.down,
    name: '20261127_041921_ticketing_hours',
  },
  {
    up: migration_20261127_042325_order_flight_tickets_task.up,
    down: migration_20261127_042325_order_flight_tickets_task.down,
    name: '20261127_042325_order_flight_tickets_task',
  },
  {
    up: migration_20261127_043348_draft_autosave.up,
    down: migration_20261127_043348_draft_autosave.down,
    name: '20261127_043348_draft_autosave',
  },
  {
    up: migration_20261127_044553_schedule_publish.up,
    down: migration_20261127_044553_schedule_publish.down,
    name: '20261127_044553_schedule_publish',
  },
  {
    up: migration_20261127_050027_dakar_and_lagos_guides.up,
    down: migration_20261127_050027_dakar_and_lagos_guides.down,
    name: '20261127_050027_dakar_and_lagos_guides',
  },
  {
    up: migration_20261127_053309_merge_snapshot.up,
    down: migration_20261127_053309_merge_snapshot.down,
    name: '20261127_053309_merge_snapshot',
  },
  {
    up: migration_20261127_071909_media_focal_point_and_capital_guides.up,
    down: migration_20261127_071909_media_focal_point_and_capital_guides.down,
    name: '20261127_071909_media_focal_point_and_capital_guides',
  },
  {
    up: migration_20261127_073239_staff_actions.up,
    down: migration_20261127_073239_staff_actions.down,
    name: '20261127_073239_staff_actions',
  },
  {
    up: migration_20261127_073500_corridor_articles.up,
    down: migration_20261127_073500_corridor_articles.down,
    name: '20261127_073500_corridor_articles',
  },
  {
    up: migration_20261127_084627_merge_snapshot.up,
    down: migration_20261127_084627_merge_snapshot.down,
    name: '20261127_084627_merge_snapshot',
  },
  {
    up: migration_20261127_085500_support_hours.up,
    down: migration_20261127_085500_support_hours.down,
    name: '20261127_085500_support_hours',
  },
  {
    up: migration_20261127_110000_guides_west_africa_a.up,
    down: migration_20261127_110000_guides_west_africa_a.down,
    name: '20261127_110000_guides_west-africa-a',
  },
  {
    up: migration_20261127_110100_guides_west_africa_b.up,
    down: migration_20261127_110100_guides_west_africa_b.down,
    name: '20261127_110100_guides_west-africa-b',
  },
  {
    up: migration_20261127_110200_guides_united_states.up,
    down: migration_20261127_110200_guides_united_states.down,
    name: '20261127_110200_guides_united-states',
  },
  {
    up: migration_20261127_110300_guides_europe.up,
    down: migration_20261127_110300_guides_europe.down,
    name: '20261127_110300_guides_europe',
  },
  {
    up: migration_20261127_110500_guides_more.up,
    down: migration_20261127_110500_guides_more.down,
    name: '20261127_110500_guides_more',
  },
  {
    up: migration_20261127_114243_guides_snapshot.up,
    down: migration_20261127_114243_guides_snapshot.down,
    name: '20261127_114243_guides_snapshot',
  },
  {
    up: migration_20261127_142807_booking_stays.up,
    down: migration_20261127_142807_booking_stays.down,
    name: '20261127_142807_booking_stays',
  },
  {
    up: migration_20261127_151000_bookings_without_ride.up,
    down: migration_20261127_151000_bookings_without_ride.down,
    name: '20261127_151000_bookings_without_ride',
  },
  {
    up: migration_20261127_152000_booking_flights.up,
    down: migration_20261127_152000_booking_flights.down,
    name: '20261127_152000_booking_flights',
  },
  {
    up: migration_20261127_153000_booking_packages.up,
    down: migration_20261127_153000_booking_packages.down,
    name: '20261127_153000_booking_packages',
  },
  {
    up: migration_20261127_153509_booking_kinds_snapshot.up,
    down: migration_20261127_153509_booking_kinds_snapshot.down,
    name: '20261127_153509_booking_kinds_snapshot',
  },
  {
    up: migration_20261206_215257_flight_status_scheduled.up,
    down: migration_20261206_215257_flight_status_scheduled.down,
    name: '20261206_215257_flight_status_scheduled',
  },
  {
    up: migration_20261206_220000_rate_days_at_noon.up,
    down: migration_20261206_220000_rate_days_at_noon.down,
    name: '20261206_220000_rate_days_at_noon',
  },
  {
    up: migration_20261207_024652_push_subscriptions.up,
    down: migration_20261207_024652_push_subscriptions.down,
    name: '20261207_024652_push_subscriptions',
  },
  {
    up: migration_20261207_045052_price_watches.up,
    down: migration_20261207_045052_price_watches.down,
    name: '20261207_045052_price_watches',
  },
  {
    up: migration_20261207_045512_messages_and_consent.up,
    down: migration_20261207_045512_messages_and_consent.down,
    name: '20261207_045512_messages_and_consent',
  },
  {
    up: migration_20261207_060322_messages_price_watches_snapshot.up,
    down: migration_20261207_060322_messages_price_watches_snapshot.down,
    name: '20261207_060322_messages_price_watches_snapshot',
  },
  {
    up: migration_20261207_121500_ride_cancelled_message.up,
    down: migration_20261207_121500_ride_cancelled_message.down,
    name: '20261207_121500_ride_cancelled_message',
  },
];
