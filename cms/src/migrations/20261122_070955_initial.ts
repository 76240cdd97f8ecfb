import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_users_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_users_auth_type" AS ENUM('password', 'oidc');
  CREATE TYPE "public"."enum_users_travel_savings_currency" AS ENUM('USD', 'EUR', 'XOF');
  CREATE TYPE "public"."enum_admins_roles" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_guides_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france');
  CREATE TYPE "public"."enum_guides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guides_v_version_slug" AS ENUM('abidjan', 'boston', 'new-york', 'accra', 'san-jose-costa-rica', 'paris-france');
  CREATE TYPE "public"."enum__guides_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guides_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_places_type" AS ENUM('airport', 'hotel', 'landmark');
  CREATE TYPE "public"."enum_places_category" AS ENUM('business', 'shopping', 'tourism', 'government');
  CREATE TYPE "public"."enum_places_zone" AS ENUM('us-northeast', 'west-africa');
  CREATE TYPE "public"."enum_hotels_currency" AS ENUM('USD', 'EUR', 'XOF');
  CREATE TYPE "public"."enum_packages_kind" AS ENUM('flight', 'hotel');
  CREATE TYPE "public"."enum_packages_currency" AS ENUM('USD', 'EUR', 'XOF');
  CREATE TYPE "public"."enum_bookings_type" AS ENUM('flight', 'hotel');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('pending', 'confirmed', 'cancelled');
  CREATE TYPE "public"."enum_bookings_currency" AS ENUM('USD', 'EUR', 'XOF');
  CREATE TYPE "public"."enum_concierge_requests_status" AS ENUM('pending', 'contacted', 'completed');
  CREATE TYPE "public"."enum_concierge_requests_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_flight_leads_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_flight_leads_status" AS ENUM('new', 'contacted', 'closed');
  CREATE TYPE "public"."enum_rides_service_type" AS ENUM('taxi', 'private_chauffeur', 'vtc', 'yango');
  CREATE TYPE "public"."enum_rides_currency" AS ENUM('USD', 'EUR', 'XOF');
  CREATE TYPE "public"."enum_rides_status" AS ENUM('pending_payment', 'paid', 'assigned', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_drivers_zone" AS ENUM('us-northeast', 'west-africa');
  CREATE TYPE "public"."enum_survey_responses_attractive_benefits" AS ENUM('bank_security', 'bonuses_discounts', 'personalized_assistance', 'travel_credit');
  CREATE TYPE "public"."enum_survey_responses_travels_annually" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_survey_responses_interested_savings_account" AS ENUM('yes', 'no', 'maybe');
  CREATE TYPE "public"."enum_survey_responses_monthly_amount" AS ENUM('50', '100', '150', '200_plus');
  CREATE TYPE "public"."enum_survey_responses_money_preference" AS ENUM('partner_bank', 'digital_platform', 'dont_matter');
  CREATE TYPE "public"."enum_survey_responses_concerns" AS ENUM('lack_trust', 'service_fees', 'withdrawal_flexibility', 'other');
  CREATE TYPE "public"."enum_survey_responses_ready_to_try" AS ENUM('yes', 'no', 'maybe');
  CREATE TYPE "public"."enum_survey_responses_language" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_support_teams_teams_days" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_support_teams_teams_code" AS ENUM('US', 'CI', 'INTERNATIONAL');
  CREATE TYPE "public"."enum_home_page_destination_cards_currency" AS ENUM('USD', 'EUR', 'XOF');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_destination_cards_currency" AS ENUM('USD', 'EUR', 'XOF');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"phone" varchar,
  	"country" varchar,
  	"preferred_destination" varchar,
  	"picture" varchar,
  	"locale" "enum_users_locale" DEFAULT 'en',
  	"auth_type" "enum_users_auth_type" DEFAULT 'password',
  	"travel_savings_balance" numeric DEFAULT 0,
  	"travel_savings_currency" "enum_users_travel_savings_currency" DEFAULT 'USD',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "admins_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_admins_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "admins_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "admins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "posts_destinations_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_destinations_highlights_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rank" numeric,
  	"image_id" integer
  );
  
  CREATE TABLE "posts_destinations_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"hero_image_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"read_time_minutes" numeric,
  	"featured" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"category" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_version_destinations_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_version_destinations_highlights_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v_version_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"rank" numeric,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_version_destinations_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_image_id" integer,
  	"version_hero_image_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_read_time_minutes" numeric,
  	"version_featured" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__posts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_category" varchar,
  	"version_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "guides_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "guides_highlights_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "guides_attractions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "guides_attractions_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "guides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" "enum_guides_slug",
  	"hero_image_id" integer,
  	"practical_info_currency" varchar,
  	"practical_info_timezone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_guides_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "guides_locales" (
  	"name" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"practical_info_best_time" varchar,
  	"practical_info_language" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_guides_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_guides_v_version_highlights_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_guides_v_version_attractions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_guides_v_version_attractions_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_guides_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" "enum__guides_v_version_slug",
  	"version_hero_image_id" integer,
  	"version_practical_info_currency" varchar,
  	"version_practical_info_timezone" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__guides_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__guides_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_guides_v_locales" (
  	"version_name" varchar,
  	"version_subtitle" varchar,
  	"version_description" varchar,
  	"version_practical_info_best_time" varchar,
  	"version_practical_info_language" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "airports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"country_code" varchar NOT NULL,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "places" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar,
  	"city" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"type" "enum_places_type" NOT NULL,
  	"category" "enum_places_category",
  	"zone" "enum_places_zone" NOT NULL,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "hotels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"stars" numeric NOT NULL,
  	"price_per_night" numeric NOT NULL,
  	"currency" "enum_hotels_currency" DEFAULT 'USD' NOT NULL,
  	"rating" numeric,
  	"review_count" numeric,
  	"rooms_available" numeric,
  	"free_breakfast" boolean DEFAULT false,
  	"free_cancellation" boolean DEFAULT false,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "hotels_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "hotels_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "packages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_packages_kind" NOT NULL,
  	"base_price" numeric NOT NULL,
  	"currency" "enum_packages_currency" DEFAULT 'USD' NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "packages_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"user_id" integer,
  	"email" varchar NOT NULL,
  	"type" "enum_bookings_type" NOT NULL,
  	"destination" varchar NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'pending' NOT NULL,
  	"departure_date" timestamp(3) with time zone,
  	"amount" numeric NOT NULL,
  	"currency" "enum_bookings_currency" DEFAULT 'USD' NOT NULL,
  	"package_id" integer,
  	"passengers" numeric,
  	"nights" numeric,
  	"rooms" numeric,
  	"checkout_session_id" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "concierge_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"trip_details" varchar NOT NULL,
  	"status" "enum_concierge_requests_status" DEFAULT 'pending' NOT NULL,
  	"locale" "enum_concierge_requests_locale" DEFAULT 'en' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "flight_leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"itinerary_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"notes" varchar,
  	"locale" "enum_flight_leads_locale" DEFAULT 'en' NOT NULL,
  	"status" "enum_flight_leads_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"customer_email" varchar NOT NULL,
  	"customer_phone" varchar NOT NULL,
  	"origin_address" varchar NOT NULL,
  	"origin_lat" numeric NOT NULL,
  	"origin_lng" numeric NOT NULL,
  	"destination_address" varchar NOT NULL,
  	"destination_lat" numeric NOT NULL,
  	"destination_lng" numeric NOT NULL,
  	"scheduled_at" timestamp(3) with time zone NOT NULL,
  	"passengers" numeric NOT NULL,
  	"luggage_count" numeric NOT NULL,
  	"service_type" "enum_rides_service_type" NOT NULL,
  	"child_seat" boolean DEFAULT false,
  	"vip_service" boolean DEFAULT false,
  	"extra_stop" boolean DEFAULT false,
  	"notes" varchar,
  	"distance_km" numeric NOT NULL,
  	"duration_min" numeric NOT NULL,
  	"price" numeric NOT NULL,
  	"currency" "enum_rides_currency" DEFAULT 'USD' NOT NULL,
  	"breakdown_base_fee" numeric NOT NULL,
  	"breakdown_distance_fee" numeric NOT NULL,
  	"breakdown_time_fee" numeric NOT NULL,
  	"breakdown_night_surcharge" numeric NOT NULL,
  	"breakdown_airport_fee" numeric NOT NULL,
  	"breakdown_child_seat_fee" numeric NOT NULL,
  	"breakdown_vip_fee" numeric NOT NULL,
  	"breakdown_extra_stop_fee" numeric NOT NULL,
  	"status" "enum_rides_status" DEFAULT 'pending_payment' NOT NULL,
  	"driver_id" integer,
  	"admin_notes" varchar,
  	"checkout_session_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "drivers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"license_plate" varchar NOT NULL,
  	"zone" "enum_drivers_zone" NOT NULL,
  	"phone" varchar,
  	"is_available" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "survey_responses_attractive_benefits" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_survey_responses_attractive_benefits",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "survey_responses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"travels_annually" "enum_survey_responses_travels_annually",
  	"interested_savings_account" "enum_survey_responses_interested_savings_account",
  	"monthly_amount" "enum_survey_responses_monthly_amount",
  	"money_preference" "enum_survey_responses_money_preference",
  	"concerns" "enum_survey_responses_concerns",
  	"concerns_other" varchar,
  	"ready_to_try" "enum_survey_responses_ready_to_try",
  	"email" varchar,
  	"language" "enum_survey_responses_language" NOT NULL,
  	"submitted_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"admins_id" integer,
  	"media_id" integer,
  	"posts_id" integer,
  	"guides_id" integer,
  	"airports_id" integer,
  	"places_id" integer,
  	"hotels_id" integer,
  	"packages_id" integer,
  	"bookings_id" integer,
  	"concierge_requests_id" integer,
  	"flight_leads_id" integer,
  	"rides_id" integer,
  	"drivers_id" integer,
  	"survey_responses_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"admins_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_marketing_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_marketing_figures_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phones_us" varchar NOT NULL,
  	"phones_ci" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"whatsapp" varchar,
  	"booking_host" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "support_teams_teams_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_support_teams_teams_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "support_teams_teams" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" "enum_support_teams_teams_code" NOT NULL,
  	"timezone" varchar NOT NULL,
  	"hours_start" numeric NOT NULL,
  	"hours_end" numeric NOT NULL,
  	"theme_colour" varchar NOT NULL
  );
  
  CREATE TABLE "support_teams_teams_locales" (
  	"display_name" varchar NOT NULL,
  	"online_message" varchar NOT NULL,
  	"offline_message" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "support_teams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "support_teams_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_page_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "home_page_hero_slides_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"rating" numeric DEFAULT 5
  );
  
  CREATE TABLE "home_page_testimonials_locales" (
  	"location" varchar,
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_partner_airlines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"code" varchar,
  	"logo_id" integer
  );
  
  CREATE TABLE "home_page_destination_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"price_from" numeric,
  	"currency" "enum_home_page_destination_cards_currency" DEFAULT 'USD'
  );
  
  CREATE TABLE "home_page_destination_cards_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_capital_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"listings_count" numeric,
  	"image_id" integer
  );
  
  CREATE TABLE "home_page_capital_cards_locales" (
  	"name" varchar,
  	"tagline" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_home_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_home_page_v_version_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_hero_slides_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"rating" numeric DEFAULT 5,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_testimonials_locales" (
  	"location" varchar,
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_partner_airlines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"code" varchar,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_destination_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"image_id" integer,
  	"price_from" numeric,
  	"currency" "enum__home_page_v_version_destination_cards_currency" DEFAULT 'USD',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_destination_cards_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_capital_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"listings_count" numeric,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_capital_cards_locales" (
  	"name" varchar,
  	"tagline" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_page_v_published_locale",
  	"latest" boolean
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admins_roles" ADD CONSTRAINT "admins_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admins_sessions" ADD CONSTRAINT "admins_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_destinations_highlights" ADD CONSTRAINT "posts_destinations_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_destinations_highlights_locales" ADD CONSTRAINT "posts_destinations_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_destinations_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_destinations" ADD CONSTRAINT "posts_destinations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_destinations" ADD CONSTRAINT "posts_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_destinations_locales" ADD CONSTRAINT "posts_destinations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_destinations_highlights" ADD CONSTRAINT "_posts_v_version_destinations_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_version_destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_destinations_highlights_locales" ADD CONSTRAINT "_posts_v_version_destinations_highlights_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_version_destinations_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_destinations" ADD CONSTRAINT "_posts_v_version_destinations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_version_destinations" ADD CONSTRAINT "_posts_v_version_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_destinations_locales" ADD CONSTRAINT "_posts_v_version_destinations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_version_destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_highlights" ADD CONSTRAINT "guides_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_highlights_locales" ADD CONSTRAINT "guides_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_attractions" ADD CONSTRAINT "guides_attractions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_attractions_locales" ADD CONSTRAINT "guides_attractions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides_attractions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides" ADD CONSTRAINT "guides_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guides_locales" ADD CONSTRAINT "guides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_highlights" ADD CONSTRAINT "_guides_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_highlights_locales" ADD CONSTRAINT "_guides_v_version_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_attractions" ADD CONSTRAINT "_guides_v_version_attractions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_attractions_locales" ADD CONSTRAINT "_guides_v_version_attractions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v_version_attractions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_parent_id_guides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v_locales" ADD CONSTRAINT "_guides_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels" ADD CONSTRAINT "hotels_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hotels_locales" ADD CONSTRAINT "hotels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hotels_texts" ADD CONSTRAINT "hotels_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages_locales" ADD CONSTRAINT "packages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_responses_attractive_benefits" ADD CONSTRAINT "survey_responses_attractive_benefits_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admins_fk" FOREIGN KEY ("admins_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guides_fk" FOREIGN KEY ("guides_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_airports_fk" FOREIGN KEY ("airports_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_places_fk" FOREIGN KEY ("places_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hotels_fk" FOREIGN KEY ("hotels_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_packages_fk" FOREIGN KEY ("packages_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_concierge_requests_fk" FOREIGN KEY ("concierge_requests_id") REFERENCES "public"."concierge_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_flight_leads_fk" FOREIGN KEY ("flight_leads_id") REFERENCES "public"."flight_leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rides_fk" FOREIGN KEY ("rides_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drivers_fk" FOREIGN KEY ("drivers_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_survey_responses_fk" FOREIGN KEY ("survey_responses_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_admins_fk" FOREIGN KEY ("admins_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_marketing_figures" ADD CONSTRAINT "site_settings_marketing_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_marketing_figures_locales" ADD CONSTRAINT "site_settings_marketing_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_marketing_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "support_teams_teams_days" ADD CONSTRAINT "support_teams_teams_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."support_teams_teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "support_teams_teams" ADD CONSTRAINT "support_teams_teams_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."support_teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "support_teams_teams_locales" ADD CONSTRAINT "support_teams_teams_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."support_teams_teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "support_teams_texts" ADD CONSTRAINT "support_teams_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."support_teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_hero_slides" ADD CONSTRAINT "home_page_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_hero_slides" ADD CONSTRAINT "home_page_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_hero_slides_locales" ADD CONSTRAINT "home_page_hero_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_hero_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_testimonials" ADD CONSTRAINT "home_page_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_testimonials_locales" ADD CONSTRAINT "home_page_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_partner_airlines" ADD CONSTRAINT "home_page_partner_airlines_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_partner_airlines" ADD CONSTRAINT "home_page_partner_airlines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_destination_cards" ADD CONSTRAINT "home_page_destination_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_destination_cards" ADD CONSTRAINT "home_page_destination_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_destination_cards_locales" ADD CONSTRAINT "home_page_destination_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_destination_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_capital_cards" ADD CONSTRAINT "home_page_capital_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_capital_cards" ADD CONSTRAINT "home_page_capital_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_capital_cards_locales" ADD CONSTRAINT "home_page_capital_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_capital_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_slides" ADD CONSTRAINT "_home_page_v_version_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_slides" ADD CONSTRAINT "_home_page_v_version_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_hero_slides_locales" ADD CONSTRAINT "_home_page_v_version_hero_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_hero_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_testimonials" ADD CONSTRAINT "_home_page_v_version_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_testimonials_locales" ADD CONSTRAINT "_home_page_v_version_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_partner_airlines" ADD CONSTRAINT "_home_page_v_version_partner_airlines_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_partner_airlines" ADD CONSTRAINT "_home_page_v_version_partner_airlines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_destination_cards" ADD CONSTRAINT "_home_page_v_version_destination_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_destination_cards" ADD CONSTRAINT "_home_page_v_version_destination_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_destination_cards_locales" ADD CONSTRAINT "_home_page_v_version_destination_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_destination_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_capital_cards" ADD CONSTRAINT "_home_page_v_version_capital_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_capital_cards" ADD CONSTRAINT "_home_page_v_version_capital_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_capital_cards_locales" ADD CONSTRAINT "_home_page_v_version_capital_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_capital_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "admins_roles_order_idx" ON "admins_roles" USING btree ("order");
  CREATE INDEX "admins_roles_parent_idx" ON "admins_roles" USING btree ("parent_id");
  CREATE INDEX "admins_sessions_order_idx" ON "admins_sessions" USING btree ("_order");
  CREATE INDEX "admins_sessions_parent_id_idx" ON "admins_sessions" USING btree ("_parent_id");
  CREATE INDEX "admins_updated_at_idx" ON "admins" USING btree ("updated_at");
  CREATE INDEX "admins_created_at_idx" ON "admins" USING btree ("created_at");
  CREATE UNIQUE INDEX "admins_username_idx" ON "admins" USING btree ("username");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_destinations_highlights_order_idx" ON "posts_destinations_highlights" USING btree ("_order");
  CREATE INDEX "posts_destinations_highlights_parent_id_idx" ON "posts_destinations_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "posts_destinations_highlights_locales_locale_parent_id_uniqu" ON "posts_destinations_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_destinations_order_idx" ON "posts_destinations" USING btree ("_order");
  CREATE INDEX "posts_destinations_parent_id_idx" ON "posts_destinations" USING btree ("_parent_id");
  CREATE INDEX "posts_destinations_image_idx" ON "posts_destinations" USING btree ("image_id");
  CREATE UNIQUE INDEX "posts_destinations_locales_locale_parent_id_unique" ON "posts_destinations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_image_idx" ON "posts" USING btree ("image_id");
  CREATE INDEX "posts_hero_image_idx" ON "posts" USING btree ("hero_image_id");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE UNIQUE INDEX "posts_locales_locale_parent_id_unique" ON "posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_version_destinations_highlights_order_idx" ON "_posts_v_version_destinations_highlights" USING btree ("_order");
  CREATE INDEX "_posts_v_version_destinations_highlights_parent_id_idx" ON "_posts_v_version_destinations_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_posts_v_version_destinations_highlights_locales_locale_pare" ON "_posts_v_version_destinations_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_version_destinations_order_idx" ON "_posts_v_version_destinations" USING btree ("_order");
  CREATE INDEX "_posts_v_version_destinations_parent_id_idx" ON "_posts_v_version_destinations" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_version_destinations_image_idx" ON "_posts_v_version_destinations" USING btree ("image_id");
  CREATE UNIQUE INDEX "_posts_v_version_destinations_locales_locale_parent_id_uniqu" ON "_posts_v_version_destinations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_image_idx" ON "_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_posts_v_version_version_hero_image_idx" ON "_posts_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "guides_highlights_order_idx" ON "guides_highlights" USING btree ("_order");
  CREATE INDEX "guides_highlights_parent_id_idx" ON "guides_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "guides_highlights_locales_locale_parent_id_unique" ON "guides_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "guides_attractions_order_idx" ON "guides_attractions" USING btree ("_order");
  CREATE INDEX "guides_attractions_parent_id_idx" ON "guides_attractions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "guides_attractions_locales_locale_parent_id_unique" ON "guides_attractions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "guides_slug_idx" ON "guides" USING btree ("slug");
  CREATE INDEX "guides_hero_image_idx" ON "guides" USING btree ("hero_image_id");
  CREATE INDEX "guides_updated_at_idx" ON "guides" USING btree ("updated_at");
  CREATE INDEX "guides_created_at_idx" ON "guides" USING btree ("created_at");
  CREATE INDEX "guides__status_idx" ON "guides" USING btree ("_status");
  CREATE UNIQUE INDEX "guides_locales_locale_parent_id_unique" ON "guides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_guides_v_version_highlights_order_idx" ON "_guides_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_guides_v_version_highlights_parent_id_idx" ON "_guides_v_version_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_guides_v_version_highlights_locales_locale_parent_id_unique" ON "_guides_v_version_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_guides_v_version_attractions_order_idx" ON "_guides_v_version_attractions" USING btree ("_order");
  CREATE INDEX "_guides_v_version_attractions_parent_id_idx" ON "_guides_v_version_attractions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_guides_v_version_attractions_locales_locale_parent_id_uniqu" ON "_guides_v_version_attractions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_guides_v_parent_idx" ON "_guides_v" USING btree ("parent_id");
  CREATE INDEX "_guides_v_version_version_slug_idx" ON "_guides_v" USING btree ("version_slug");
  CREATE INDEX "_guides_v_version_version_hero_image_idx" ON "_guides_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_guides_v_version_version_updated_at_idx" ON "_guides_v" USING btree ("version_updated_at");
  CREATE INDEX "_guides_v_version_version_created_at_idx" ON "_guides_v" USING btree ("version_created_at");
  CREATE INDEX "_guides_v_version_version__status_idx" ON "_guides_v" USING btree ("version__status");
  CREATE INDEX "_guides_v_created_at_idx" ON "_guides_v" USING btree ("created_at");
  CREATE INDEX "_guides_v_updated_at_idx" ON "_guides_v" USING btree ("updated_at");
  CREATE INDEX "_guides_v_snapshot_idx" ON "_guides_v" USING btree ("snapshot");
  CREATE INDEX "_guides_v_published_locale_idx" ON "_guides_v" USING btree ("published_locale");
  CREATE INDEX "_guides_v_latest_idx" ON "_guides_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_guides_v_locales_locale_parent_id_unique" ON "_guides_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "airports_code_idx" ON "airports" USING btree ("code");
  CREATE INDEX "airports_updated_at_idx" ON "airports" USING btree ("updated_at");
  CREATE INDEX "airports_created_at_idx" ON "airports" USING btree ("created_at");
  CREATE UNIQUE INDEX "places_name_idx" ON "places" USING btree ("name");
  CREATE INDEX "places_type_idx" ON "places" USING btree ("type");
  CREATE INDEX "places_zone_idx" ON "places" USING btree ("zone");
  CREATE INDEX "places_updated_at_idx" ON "places" USING btree ("updated_at");
  CREATE INDEX "places_created_at_idx" ON "places" USING btree ("created_at");
  CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city");
  CREATE INDEX "hotels_image_idx" ON "hotels" USING btree ("image_id");
  CREATE INDEX "hotels_updated_at_idx" ON "hotels" USING btree ("updated_at");
  CREATE INDEX "hotels_created_at_idx" ON "hotels" USING btree ("created_at");
  CREATE UNIQUE INDEX "hotels_locales_locale_parent_id_unique" ON "hotels_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "hotels_texts_order_parent" ON "hotels_texts" USING btree ("order","parent_id");
  CREATE INDEX "packages_kind_idx" ON "packages" USING btree ("kind");
  CREATE INDEX "packages_updated_at_idx" ON "packages" USING btree ("updated_at");
  CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at");
  CREATE UNIQUE INDEX "packages_locales_locale_parent_id_unique" ON "packages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");
  CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");
  CREATE INDEX "bookings_package_idx" ON "bookings" USING btree ("package_id");
  CREATE INDEX "bookings_checkout_session_id_idx" ON "bookings" USING btree ("checkout_session_id");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "concierge_requests_status_idx" ON "concierge_requests" USING btree ("status");
  CREATE INDEX "concierge_requests_updated_at_idx" ON "concierge_requests" USING btree ("updated_at");
  CREATE INDEX "concierge_requests_created_at_idx" ON "concierge_requests" USING btree ("created_at");
  CREATE INDEX "flight_leads_updated_at_idx" ON "flight_leads" USING btree ("updated_at");
  CREATE INDEX "flight_leads_created_at_idx" ON "flight_leads" USING btree ("created_at");
  CREATE INDEX "rides_status_idx" ON "rides" USING btree ("status");
  CREATE INDEX "rides_driver_idx" ON "rides" USING btree ("driver_id");
  CREATE INDEX "rides_checkout_session_id_idx" ON "rides" USING btree ("checkout_session_id");
  CREATE INDEX "rides_updated_at_idx" ON "rides" USING btree ("updated_at");
  CREATE INDEX "rides_created_at_idx" ON "rides" USING btree ("created_at");
  CREATE UNIQUE INDEX "drivers_license_plate_idx" ON "drivers" USING btree ("license_plate");
  CREATE INDEX "drivers_is_available_idx" ON "drivers" USING btree ("is_available");
  CREATE INDEX "drivers_updated_at_idx" ON "drivers" USING btree ("updated_at");
  CREATE INDEX "drivers_created_at_idx" ON "drivers" USING btree ("created_at");
  CREATE INDEX "survey_responses_attractive_benefits_order_idx" ON "survey_responses_attractive_benefits" USING btree ("order");
  CREATE INDEX "survey_responses_attractive_benefits_parent_idx" ON "survey_responses_attractive_benefits" USING btree ("parent_id");
  CREATE INDEX "survey_responses_submitted_at_idx" ON "survey_responses" USING btree ("submitted_at");
  CREATE INDEX "survey_responses_updated_at_idx" ON "survey_responses" USING btree ("updated_at");
  CREATE INDEX "survey_responses_created_at_idx" ON "survey_responses" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_admins_id_idx" ON "payload_locked_documents_rels" USING btree ("admins_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_guides_id_idx" ON "payload_locked_documents_rels" USING btree ("guides_id");
  CREATE INDEX "payload_locked_documents_rels_airports_id_idx" ON "payload_locked_documents_rels" USING btree ("airports_id");
  CREATE INDEX "payload_locked_documents_rels_places_id_idx" ON "payload_locked_documents_rels" USING btree ("places_id");
  CREATE INDEX "payload_locked_documents_rels_hotels_id_idx" ON "payload_locked_documents_rels" USING btree ("hotels_id");
  CREATE INDEX "payload_locked_documents_rels_packages_id_idx" ON "payload_locked_documents_rels" USING btree ("packages_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_concierge_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("concierge_requests_id");
  CREATE INDEX "payload_locked_documents_rels_flight_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("flight_leads_id");
  CREATE INDEX "payload_locked_documents_rels_rides_id_idx" ON "payload_locked_documents_rels" USING btree ("rides_id");
  CREATE INDEX "payload_locked_documents_rels_drivers_id_idx" ON "payload_locked_documents_rels" USING btree ("drivers_id");
  CREATE INDEX "payload_locked_documents_rels_survey_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("survey_responses_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_admins_id_idx" ON "payload_preferences_rels" USING btree ("admins_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_marketing_figures_order_idx" ON "site_settings_marketing_figures" USING btree ("_order");
  CREATE INDEX "site_settings_marketing_figures_parent_id_idx" ON "site_settings_marketing_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_marketing_figures_locales_locale_parent_id_uni" ON "site_settings_marketing_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "support_teams_teams_days_order_idx" ON "support_teams_teams_days" USING btree ("order");
  CREATE INDEX "support_teams_teams_days_parent_idx" ON "support_teams_teams_days" USING btree ("parent_id");
  CREATE INDEX "support_teams_teams_order_idx" ON "support_teams_teams" USING btree ("_order");
  CREATE INDEX "support_teams_teams_parent_id_idx" ON "support_teams_teams" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "support_teams_teams_locales_locale_parent_id_unique" ON "support_teams_teams_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "support_teams_texts_order_parent" ON "support_teams_texts" USING btree ("order","parent_id");
  CREATE INDEX "home_page_hero_slides_order_idx" ON "home_page_hero_slides" USING btree ("_order");
  CREATE INDEX "home_page_hero_slides_parent_id_idx" ON "home_page_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "home_page_hero_slides_image_idx" ON "home_page_hero_slides" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_page_hero_slides_locales_locale_parent_id_unique" ON "home_page_hero_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_testimonials_order_idx" ON "home_page_testimonials" USING btree ("_order");
  CREATE INDEX "home_page_testimonials_parent_id_idx" ON "home_page_testimonials" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_testimonials_locales_locale_parent_id_unique" ON "home_page_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_partner_airlines_order_idx" ON "home_page_partner_airlines" USING btree ("_order");
  CREATE INDEX "home_page_partner_airlines_parent_id_idx" ON "home_page_partner_airlines" USING btree ("_parent_id");
  CREATE INDEX "home_page_partner_airlines_logo_idx" ON "home_page_partner_airlines" USING btree ("logo_id");
  CREATE INDEX "home_page_destination_cards_order_idx" ON "home_page_destination_cards" USING btree ("_order");
  CREATE INDEX "home_page_destination_cards_parent_id_idx" ON "home_page_destination_cards" USING btree ("_parent_id");
  CREATE INDEX "home_page_destination_cards_image_idx" ON "home_page_destination_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_page_destination_cards_locales_locale_parent_id_unique" ON "home_page_destination_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_capital_cards_order_idx" ON "home_page_capital_cards" USING btree ("_order");
  CREATE INDEX "home_page_capital_cards_parent_id_idx" ON "home_page_capital_cards" USING btree ("_parent_id");
  CREATE INDEX "home_page_capital_cards_image_idx" ON "home_page_capital_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_page_capital_cards_locales_locale_parent_id_unique" ON "home_page_capital_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "_home_page_v_version_hero_slides_order_idx" ON "_home_page_v_version_hero_slides" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_hero_slides_parent_id_idx" ON "_home_page_v_version_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_hero_slides_image_idx" ON "_home_page_v_version_hero_slides" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_page_v_version_hero_slides_locales_locale_parent_id_un" ON "_home_page_v_version_hero_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_testimonials_order_idx" ON "_home_page_v_version_testimonials" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_testimonials_parent_id_idx" ON "_home_page_v_version_testimonials" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_testimonials_locales_locale_parent_id_u" ON "_home_page_v_version_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_partner_airlines_order_idx" ON "_home_page_v_version_partner_airlines" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_partner_airlines_parent_id_idx" ON "_home_page_v_version_partner_airlines" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_partner_airlines_logo_idx" ON "_home_page_v_version_partner_airlines" USING btree ("logo_id");
  CREATE INDEX "_home_page_v_version_destination_cards_order_idx" ON "_home_page_v_version_destination_cards" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_destination_cards_parent_id_idx" ON "_home_page_v_version_destination_cards" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_destination_cards_image_idx" ON "_home_page_v_version_destination_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_page_v_version_destination_cards_locales_locale_parent" ON "_home_page_v_version_destination_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_capital_cards_order_idx" ON "_home_page_v_version_capital_cards" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_capital_cards_parent_id_idx" ON "_home_page_v_version_capital_cards" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_capital_cards_image_idx" ON "_home_page_v_version_capital_cards" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_page_v_version_capital_cards_locales_locale_parent_id_" ON "_home_page_v_version_capital_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "admins_roles" CASCADE;
  DROP TABLE "admins_sessions" CASCADE;
  DROP TABLE "admins" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "posts_destinations_highlights" CASCADE;
  DROP TABLE "posts_destinations_highlights_locales" CASCADE;
  DROP TABLE "posts_destinations" CASCADE;
  DROP TABLE "posts_destinations_locales" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_locales" CASCADE;
  DROP TABLE "_posts_v_version_destinations_highlights" CASCADE;
  DROP TABLE "_posts_v_version_destinations_highlights_locales" CASCADE;
  DROP TABLE "_posts_v_version_destinations" CASCADE;
  DROP TABLE "_posts_v_version_destinations_locales" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "guides_highlights" CASCADE;
  DROP TABLE "guides_highlights_locales" CASCADE;
  DROP TABLE "guides_attractions" CASCADE;
  DROP TABLE "guides_attractions_locales" CASCADE;
  DROP TABLE "guides" CASCADE;
  DROP TABLE "guides_locales" CASCADE;
  DROP TABLE "_guides_v_version_highlights" CASCADE;
  DROP TABLE "_guides_v_version_highlights_locales" CASCADE;
  DROP TABLE "_guides_v_version_attractions" CASCADE;
  DROP TABLE "_guides_v_version_attractions_locales" CASCADE;
  DROP TABLE "_guides_v" CASCADE;
  DROP TABLE "_guides_v_locales" CASCADE;
  DROP TABLE "airports" CASCADE;
  DROP TABLE "places" CASCADE;
  DROP TABLE "hotels" CASCADE;
  DROP TABLE "hotels_locales" CASCADE;
  DROP TABLE "hotels_texts" CASCADE;
  DROP TABLE "packages" CASCADE;
  DROP TABLE "packages_locales" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "concierge_requests" CASCADE;
  DROP TABLE "flight_leads" CASCADE;
  DROP TABLE "rides" CASCADE;
  DROP TABLE "drivers" CASCADE;
  DROP TABLE "survey_responses_attractive_benefits" CASCADE;
  DROP TABLE "survey_responses" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings_marketing_figures" CASCADE;
  DROP TABLE "site_settings_marketing_figures_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "support_teams_teams_days" CASCADE;
  DROP TABLE "support_teams_teams" CASCADE;
  DROP TABLE "support_teams_teams_locales" CASCADE;
  DROP TABLE "support_teams" CASCADE;
  DROP TABLE "support_teams_texts" CASCADE;
  DROP TABLE "home_page_hero_slides" CASCADE;
  DROP TABLE "home_page_hero_slides_locales" CASCADE;
  DROP TABLE "home_page_testimonials" CASCADE;
  DROP TABLE "home_page_testimonials_locales" CASCADE;
  DROP TABLE "home_page_partner_airlines" CASCADE;
  DROP TABLE "home_page_destination_cards" CASCADE;
  DROP TABLE "home_page_destination_cards_locales" CASCADE;
  DROP TABLE "home_page_capital_cards" CASCADE;
  DROP TABLE "home_page_capital_cards_locales" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "_home_page_v_version_hero_slides" CASCADE;
  DROP TABLE "_home_page_v_version_hero_slides_locales" CASCADE;
  DROP TABLE "_home_page_v_version_testimonials" CASCADE;
  DROP TABLE "_home_page_v_version_testimonials_locales" CASCADE;
  DROP TABLE "_home_page_v_version_partner_airlines" CASCADE;
  DROP TABLE "_home_page_v_version_destination_cards" CASCADE;
  DROP TABLE "_home_page_v_version_destination_cards_locales" CASCADE;
  DROP TABLE "_home_page_v_version_capital_cards" CASCADE;
  DROP TABLE "_home_page_v_version_capital_cards_locales" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_users_locale";
  DROP TYPE "public"."enum_users_auth_type";
  DROP TYPE "public"."enum_users_travel_savings_currency";
  DROP TYPE "public"."enum_admins_roles";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum_guides_slug";
  DROP TYPE "public"."enum_guides_status";
  DROP TYPE "public"."enum__guides_v_version_slug";
  DROP TYPE "public"."enum__guides_v_version_status";
  DROP TYPE "public"."enum__guides_v_published_locale";
  DROP TYPE "public"."enum_places_type";
  DROP TYPE "public"."enum_places_category";
  DROP TYPE "public"."enum_places_zone";
  DROP TYPE "public"."enum_hotels_currency";
  DROP TYPE "public"."enum_packages_kind";
  DROP TYPE "public"."enum_packages_currency";
  DROP TYPE "public"."enum_bookings_type";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_bookings_currency";
  DROP TYPE "public"."enum_concierge_requests_status";
  DROP TYPE "public"."enum_concierge_requests_locale";
  DROP TYPE "public"."enum_flight_leads_locale";
  DROP TYPE "public"."enum_flight_leads_status";
  DROP TYPE "public"."enum_rides_service_type";
  DROP TYPE "public"."enum_rides_currency";
  DROP TYPE "public"."enum_rides_status";
  DROP TYPE "public"."enum_drivers_zone";
  DROP TYPE "public"."enum_survey_responses_attractive_benefits";
  DROP TYPE "public"."enum_survey_responses_travels_annually";
  DROP TYPE "public"."enum_survey_responses_interested_savings_account";
  DROP TYPE "public"."enum_survey_responses_monthly_amount";
  DROP TYPE "public"."enum_survey_responses_money_preference";
  DROP TYPE "public"."enum_survey_responses_concerns";
  DROP TYPE "public"."enum_survey_responses_ready_to_try";
  DROP TYPE "public"."enum_survey_responses_language";
  DROP TYPE "public"."enum_support_teams_teams_days";
  DROP TYPE "public"."enum_support_teams_teams_code";
  DROP TYPE "public"."enum_home_page_destination_cards_currency";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_destination_cards_currency";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum__home_page_v_published_locale";`)
}
